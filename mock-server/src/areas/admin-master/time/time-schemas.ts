import { Type, type Static } from 'typebox';
import { Strict } from '../../../http/contract';

const HourMinute = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "'HH:MM', Japan time" });

/** Time (spec §3): the web opening hours, START_TIME through END_TIME inclusive, Japan time. */
export const WebTime = Strict({ START_TIME: HourMinute, END_TIME: HourMinute });
export type WebTime = Static<typeof WebTime>;
/** An update answers the saved hours themselves (docs/requirements.md, Part 3 "Server rules"). */
export const WebTimeAnswer = Strict({ START_TIME: Type.String(), END_TIME: Type.String() });
