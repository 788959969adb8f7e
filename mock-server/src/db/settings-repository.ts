import type { Queryable } from './types';

/**
 * The market's settings several areas read: system parameters (PARAMETER_CD; any PARAMETER_TYP)
 * and the web hours row. Written by admin-master (system-parameters/, time/).
 */

/** System parameter codes the purchasing rules read. */
export const PARAM_SALE_SAVE_PERIOD = 'SALE_SAVE_PERIOD';
export const PARAM_NEW_ITEM_DISPLAY_SECONDS = 'NEW_ITEM_DISPLAY_SECONDS';
export const PARAM_SALE_DATE_DAYS = 'SALE_DATE_DAYS';
export const PARAM_WEB_NOTICE = 'WEB_NOTICE';
export const PARAM_NEXT_ORDER_DEADLINE = 'NEXT_ORDER_DEADLINE';
export const PARAM_PURCHASE_REQUEST_MINUTES = 'PURCHASE_REQUEST_MINUTES';
/** The share of a lot's stock (percent) one branch's pending purchase requests may hold together. */
export const PARAM_PURCHASE_REQUEST_STOCK_SHARE = 'PURCHASE_REQUEST_STOCK_SHARE';
/** Next orders close at 23:00 Japan time on the day before their sale date unless NEXT_ORDER_DEADLINE says otherwise. */
export const DEFAULT_NEXT_ORDER_DEADLINE = '23:00';

/** NEXT_ORDER_DEADLINE as 'HH:MM'; a missing or malformed value falls back to the default. */
export async function nextOrderDeadlineTime(db: Queryable): Promise<string> {
  const value = (await parameter(db, PARAM_NEXT_ORDER_DEADLINE))?.trim() ?? '';
  const match = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/.exec(value);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : DEFAULT_NEXT_ORDER_DEADLINE;
}

async function parameter(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ parameter: string }>('SELECT parameter FROM system_parameters WHERE parameter_cd = $1 ORDER BY parameter_typ LIMIT 1', [
    code,
  ]);
  return rows.length ? rows[0].parameter : null;
}

/** A numeric parameter; a missing or non-numeric value falls back rather than failing every purchase. */
export async function numericParameter(db: Queryable, code: string, fallback: number): Promise<number> {
  const value = await parameter(db, code);
  const n = value === null ? NaN : Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export async function textParameter(db: Queryable, code: string): Promise<string> {
  return (await parameter(db, code)) ?? '';
}

/** The admin Time row (START_TIME, END_TIME), Japan time, as 'HH:MM[:SS]'; null when never set. */
export interface WebHoursRow {
  start_time: string;
  end_time: string;
}

export async function findWebHours(db: Queryable): Promise<WebHoursRow | null> {
  const { rows } = await db.query<WebHoursRow>('SELECT start_time::text AS start_time, end_time::text AS end_time FROM web_hours WHERE id = 1');
  return rows[0] ?? null;
}

/** TAX_RATE system parameter in percent (10 when absent or unreadable). */
export async function taxRatePercent(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ parameter: string }>(
    `SELECT parameter FROM system_parameters WHERE parameter_cd = 'TAX_RATE' ORDER BY parameter_typ LIMIT 1`,
  );
  const n = rows.length ? Number(rows[0].parameter) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : 10;
}
