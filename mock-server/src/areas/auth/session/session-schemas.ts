import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/** Calls whose payload is only the current token (spec §7: "empty body, current token"). */
export const TokenOnlyBody = Strict({ token: Type.Optional(Type.String({ maxLength: 512 })) });
export const TokenAnswer = Strict({ token: Type.String() });
