import type { Db, Queryable } from '../../../db/types';
import { addDays } from '../../../time/japan-time';

/**
 * Migration 027's per-day sums of closed days (by product and by shipper). The price history
 * reads them up to `through` and sums only the later days from the lines. Days are rolled up
 * to two days before today: yesterday stays live, so a purchase (today's lots) never waits for
 * a roll-up (see the migration's margin).
 */
const LIVE_DAYS = 2;

/**
 * The lines of days after the roll-up are reached through the receivings of the series from
 * LOT_SLACK_DAYS before those days on: a lot is traded on its sale date (next orders are
 * fulfilled from the next day's lots), so older receivings hold no line of those days.
 * Migration 026's indexes make that a walk of a few receivings and their lines' index entries,
 * whatever the size of the sale table.
 */
export const LOT_SLACK_DAYS = 7;

const ROLLUPS = [
  { table: 'sale_product_days', key: 'shohin_cd' },
  { table: 'sale_shipper_days', key: 'shukkasha_cd' },
] as const;

async function rollUp(tx: Queryable, target: string): Promise<string> {
  const { rows } = await tx.query<{ through: string }>(`SELECT to_char(through, 'YYYY-MM-DD') AS through FROM sale_rollup_state FOR UPDATE`);
  const through = rows[0].through;
  const dirty = (await tx.query<{ d: string }>(`SELECT to_char(sale_date, 'YYYY-MM-DD') AS d FROM sale_rollup_dirty`)).rows.map((r) => r.d);
  if (through >= target && dirty.length === 0) return through;
  const days = `(s.sale_date = ANY($1::date[]) OR (s.sale_date > $2::date AND s.sale_date <= $3::date))`;
  for (const { table, key } of ROLLUPS) {
    await tx.query(`DELETE FROM ${table} s WHERE ${days}`, [dirty, through, target]);
    await tx.query(
      `INSERT INTO ${table} (${key}, sale_date, price, so_su, high)
       SELECT r.${key}, s.sale_date, sum(s.price), sum(s.so_su), max(s.web_tanka)
         FROM sales s JOIN receivings r ON r.id = s.receiving_id
        WHERE s.cancelled_at IS NULL AND ${days}
        GROUP BY r.${key}, s.sale_date`,
      [dirty, through, target],
    );
  }
  await tx.query('DELETE FROM sale_rollup_dirty');
  const next = through > target ? through : target;
  await tx.query('UPDATE sale_rollup_state SET through = $1::date', [next]);
  return next;
}

/** One roll-up at a time per process; others asking meanwhile wait for it. */
const running = new WeakMap<Db, Promise<string>>();

/**
 * The day up to which the sums are current, rolling up first when a day closed or a closed day
 * changed (one short read otherwise).
 */
export async function currentRollup(db: Db, today: string): Promise<string> {
  const target = addDays(today, -LIVE_DAYS);
  const { rows } = await db.query<{ through: string; dirty: boolean }>(
    `SELECT to_char(through, 'YYYY-MM-DD') AS through, EXISTS (SELECT 1 FROM sale_rollup_dirty) AS dirty FROM sale_rollup_state`,
    [],
    { prepare: true },
  );
  if (rows[0].through >= target && !rows[0].dirty) return rows[0].through;
  const pending = running.get(db);
  if (pending) return pending;
  const run = db.transaction((tx) => rollUp(tx, target)).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

/** The rolled-up days of the keys `keys` (an SQL text[] expression), per key and day, from $2 to $3. */
export function rolledUpSql(by: 'product' | 'shipper', keys: string): string {
  const { table, key } = ROLLUPS[by === 'product' ? 0 : 1];
  return `SELECT ${key}, sale_date, price, so_su, high FROM ${table} WHERE ${key} = ANY(${keys}) AND sale_date BETWEEN $2::date AND $3::date`;
}
