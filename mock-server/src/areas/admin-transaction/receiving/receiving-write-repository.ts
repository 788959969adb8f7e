import type { Queryable } from '../../../db/types';

export interface LockedReceiving {
  id: number;
  sale_date: string;
  iri_su: number;
  stock_su: number;
  biko: string;
  niuke_image1_key: string | null;
  niuke_image2_key: string | null;
}

export interface LockedLot {
  id: number;
  unit_price: number;
  remaining_quantity: number;
  hasu: number;
  max_quantity: number;
  is_web_open: boolean;
  buy_permit_flg: boolean;
  yoyaku_permit_flg: boolean;
  is_negotiable: boolean;
  recommended_flag: boolean;
  recommended_unit_price: number | null;
  recommended_start_time: Date | null;
  open_hour: number | null;
  discount_details: string[];
  remarks: string;
  notice: string;
  suspend_flg: boolean;
}

/** The lot's editable columns, in one order for its SELECT, INSERT and UPDATE. */
const LOT_COLUMNS = [
  'unit_price',
  'remaining_quantity',
  'hasu',
  'max_quantity',
  'is_web_open',
  'buy_permit_flg',
  'yoyaku_permit_flg',
  'is_negotiable',
  'recommended_flag',
  'recommended_unit_price',
  'recommended_start_time',
  'open_hour',
  'discount_details',
  'remarks',
  'notice',
  'suspend_flg',
] as const satisfies readonly (keyof Omit<LockedLot, 'id'>)[];

const lotValues = (f: Omit<LockedLot, 'id'>) => LOT_COLUMNS.map((column) => f[column]);

/** Locks the lot first, then the receiving (the purchase's lock order). */
export async function lockReceiving(tx: Queryable, dempyoNo: string, niukeNo: string): Promise<{ receiving: LockedReceiving; lot: LockedLot | null } | null> {
  const lot = await tx.query<LockedLot>(
    `SELECT w.id, ${LOT_COLUMNS.map((column) => `w.${column}`).join(', ')}
     FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE r.niuke_dempyo_no = $1 AND r.niuke_no = $2 FOR UPDATE OF w`,
    [dempyoNo, niukeNo],
  );
  const rec = await tx.query<LockedReceiving>(
    `SELECT id, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, iri_su, stock_su, biko, niuke_image1_key, niuke_image2_key
     FROM receivings WHERE niuke_dempyo_no = $1 AND niuke_no = $2 FOR UPDATE`,
    [dempyoNo, niukeNo],
  );
  if (!rec.rows[0]) return null;
  return { receiving: rec.rows[0], lot: lot.rows[0] ?? null };
}

export async function updateReceiving(tx: Queryable, id: number, stockSu: number, biko: string): Promise<void> {
  await tx.query('UPDATE receivings SET stock_su = $2, biko = $3 WHERE id = $1', [id, stockSu, biko]);
}

export async function bundleTiersOf(tx: Queryable, lotId: number): Promise<{ quantity: number; bundle_tanka: number }[]> {
  const { rows } = await tx.query<{ quantity: number; bundle_tanka: number }>(
    'SELECT quantity, bundle_tanka FROM web_item_bundle_prices WHERE web_item_id = $1 ORDER BY quantity',
    [lotId],
  );
  return rows;
}

export async function replaceBundleTiers(tx: Queryable, lotId: number, tiers: { quantity: number; bundle_tanka: number }[]): Promise<void> {
  await tx.query('DELETE FROM web_item_bundle_prices WHERE web_item_id = $1', [lotId]);
  for (const t of tiers) {
    await tx.query('INSERT INTO web_item_bundle_prices (web_item_id, quantity, bundle_tanka) VALUES ($1, $2, $3)', [lotId, t.quantity, t.bundle_tanka]);
  }
}

export type LotFields = Omit<LockedLot, 'id'>;

export async function insertLot(tx: Queryable, receivingId: number, saleDate: string, quantityPerPackage: number, f: LotFields, at: Date): Promise<number> {
  const columns = ['receiving_id', 'sale_date', 'quantity_per_package', ...LOT_COLUMNS, 'listed_at'];
  const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await tx.query<{ id: number }>(`INSERT INTO web_items (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id`, [
    receivingId,
    saleDate,
    quantityPerPackage,
    ...lotValues(f),
    at,
  ]);
  return rows[0].id;
}

export async function updateLot(tx: Queryable, lotId: number, f: LotFields): Promise<void> {
  const assignments = LOT_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ');
  await tx.query(`UPDATE web_items SET ${assignments} WHERE id = $1`, [lotId, ...lotValues(f)]);
}

/** What keeps a receiving from being deleted: its sale lines (any) and negotiations on its lot. */
export async function receivingReferences(tx: Queryable, receivingId: number): Promise<{ sales: number; negotiations: number }> {
  const { rows } = await tx.query<{ sales: number; negotiations: number }>(
    `SELECT (SELECT count(*)::int FROM sales WHERE receiving_id = $1) AS sales,
       (SELECT count(*)::int FROM negotiations n JOIN web_items w ON w.id = n.web_item_id WHERE w.receiving_id = $1) AS negotiations`,
    [receivingId],
  );
  return rows[0];
}

export async function deleteReceivingAndLot(tx: Queryable, receivingId: number): Promise<void> {
  await tx.query('UPDATE reservations SET web_item_id = NULL WHERE web_item_id IN (SELECT id FROM web_items WHERE receiving_id = $1)', [receivingId]);
  await tx.query('DELETE FROM web_items WHERE receiving_id = $1', [receivingId]);
  await tx.query('DELETE FROM receivings WHERE id = $1', [receivingId]);
}
