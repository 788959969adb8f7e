import type { Queryable } from '../../db/types';
import type { WebHoursRow } from './web-hours';

/** System parameter codes the purchasing rules read (PARAMETER_CD; any PARAMETER_TYP). */
export const PARAM_SALE_SAVE_PERIOD = 'SALE_SAVE_PERIOD';
export const PARAM_NEW_ITEM_DISPLAY_SECONDS = 'NEW_ITEM_DISPLAY_SECONDS';
export const PARAM_SALE_DATE_DAYS = 'SALE_DATE_DAYS';
export const PARAM_WEB_NOTICE = 'WEB_NOTICE';
export const PARAM_NEXT_ORDER_DEADLINE = 'NEXT_ORDER_DEADLINE';
export const PARAM_PURCHASE_REQUEST_MINUTES = 'PURCHASE_REQUEST_MINUTES';
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

export async function findWebHours(db: Queryable): Promise<WebHoursRow | null> {
  const { rows } = await db.query<WebHoursRow>('SELECT start_time::text AS start_time, end_time::text AS end_time FROM web_hours WHERE id = 1');
  return rows[0] ?? null;
}

/** What the head branch set for this branch in /setting, read where purchasing applies it. */
export interface BranchPurchaseTerms {
  sale_rate: number;
  sell_margin_rate: number;
  purchase_approval: boolean;
}

// numeric columns arrive as strings from node-postgres.
const termsOf = (row: BranchPurchaseTerms): BranchPurchaseTerms => ({
  sale_rate: Number(row.sale_rate),
  sell_margin_rate: Number(row.sell_margin_rate),
  purchase_approval: row.purchase_approval,
});

export async function findBranchPurchaseTerms(db: Queryable, branchId: number): Promise<BranchPurchaseTerms> {
  const { rows } = await db.query<BranchPurchaseTerms>('SELECT sale_rate, sell_margin_rate, purchase_approval FROM branches WHERE id = $1', [branchId]);
  if (!rows.length) return { sale_rate: 0, sell_margin_rate: 0, purchase_approval: false };
  return termsOf(rows[0]);
}

/** Every branch's terms at once (the shared listing's first build of a day). */
export async function findAllPurchaseTerms(db: Queryable): Promise<Map<number, BranchPurchaseTerms>> {
  const { rows } = await db.query<BranchPurchaseTerms & { id: number }>('SELECT id, sale_rate, sell_margin_rate, purchase_approval FROM branches');
  return new Map(rows.map((row) => [row.id, termsOf(row)]));
}
