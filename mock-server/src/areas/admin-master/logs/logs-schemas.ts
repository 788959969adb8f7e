import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Strict } from '../../../http/contract';

const Day = Type.String({ pattern: '^[0-9]{4}[-/][0-9]{2}[-/][0-9]{2}$', description: "'YYYY-MM-DD' or 'YYYY/MM/DD', Japan date" });

/** Log list filters: a date range (inclusive, Japan dates) and an operator. */
export const LogQuery = ListQuery(
  { from: Type.Optional(Day), to: Type.Optional(Day), operator: Type.Optional(Type.String({ maxLength: 64 })) },
  { defaultPer: 50 },
);
export type LogQuery = Static<typeof LogQuery>;

/** Logs (spec §3): OPERATION_DATE ('YYYY/MM/DD HH:MM:SS', Japan time), OPERATION_LOG, OPERATOR. */
export const LogRow = Strict({ OPERATION_DATE: Type.String(), OPERATION_LOG: Type.String(), OPERATOR: Type.String() });
export type LogRow = Static<typeof LogRow>;

/** The page, newest first, plus the dates ('YYYY/MM/DD', newest first) and operators there are logs for. */
export const LogPage = Strict({ ...Paginated(LogRow).properties, dates: Type.Array(Type.String()), operators: Type.Array(Type.String()) });
