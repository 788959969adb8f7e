import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

export const HealthAnswer = Strict({ status: Type.String(), database: Type.String(), database_state: Type.Union([Type.Literal('up'), Type.Literal('down')]) });
