import type { Queryable } from '../../../db/types';
import type { BundleTier } from '../../../domain/pricing';
import { LOT_ON_SALE_SQL, LOT_SELLS_SQL } from '../../../domain/lot-sale';

/** A lot as the purchase rules need it. */
export interface LotForSale {
  id: number;
  receiving_id: number;
  sale_date: string;
  shohin_cd: string;
  product_name: string;
  specification: string;
  unit_price: number;
  recommended_flag: boolean;
  recommended_unit_price: number | null;
  recommended_start_time: Date | null;
  quantity_per_package: number;
  remaining_quantity: number;
  hasu: number;
  max_quantity: number;
  is_negotiable: boolean;
  yoyaku_permit_flg: boolean;
  /** Lot on sale: not suspended (lot or product), web open, buyable. */
  on_sale: boolean;
}

const LOT_COLUMNS = `w.id, w.receiving_id, w.sale_date, r.shohin_cd, p.product_name, r.specification, w.unit_price, w.recommended_flag,
  w.recommended_unit_price, w.recommended_start_time, w.quantity_per_package, w.remaining_quantity, w.hasu,
  w.max_quantity, w.is_negotiable, w.yoyaku_permit_flg,
  ${LOT_ON_SALE_SQL} AS on_sale`;

export async function findLot(db: Queryable, id: number): Promise<LotForSale | null> {
  const { rows } = await db.query<LotForSale>(
    `SELECT ${LOT_COLUMNS} FROM web_items w JOIN receivings r ON r.id = w.receiving_id
     JOIN products p ON p.shohin_cd = r.shohin_cd WHERE w.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findBundleTiers(db: Queryable, id: number): Promise<BundleTier[]> {
  const { rows } = await db.query<BundleTier>('SELECT quantity, bundle_tanka FROM web_item_bundle_prices WHERE web_item_id = $1 ORDER BY quantity', [id]);
  return rows;
}

/**
 * The one conditional decrement that keeps stock exact under any concurrency: it succeeds only
 * if the lot still has the packages and loose stems and is still on sale at a decided price.
 * Returns the lot after the decrement, or null when it no longer fits (the caller finds out why).
 */
/** `agreed`: a 成立 negotiation's quantity, which the market accepted beyond the per-purchase cap. */
export async function takeLotStock(tx: Queryable, id: number, kuchiSu: number, haSu: number, agreed = false): Promise<LotForSale | null> {
  const { rows } = await tx.query<LotForSale>(
    `WITH taken AS (
       UPDATE web_items w SET remaining_quantity = w.remaining_quantity - $2, hasu = w.hasu - $3
       FROM receivings r JOIN products p ON p.shohin_cd = r.shohin_cd
       WHERE w.id = $1 AND r.id = w.receiving_id
         AND w.remaining_quantity >= $2 AND w.hasu >= $3 AND ($4 OR $2 <= w.max_quantity)
         AND ${LOT_SELLS_SQL}
       RETURNING ${LOT_COLUMNS}
     ) SELECT * FROM taken`,
    [id, kuchiSu, haSu, agreed],
  );
  return rows[0] ?? null;
}

/** Receiving stock (packages) moves with the lot's; refuses to go below zero. */
export async function takeReceivingStock(tx: Queryable, receivingId: number, kuchiSu: number): Promise<{ sale_date: string } | null> {
  const { rows } = await tx.query<{ sale_date: string }>(
    'UPDATE receivings SET stock_su = stock_su - $2 WHERE id = $1 AND stock_su >= $2 RETURNING sale_date',
    [receivingId, kuchiSu],
  );
  return rows[0] ?? null;
}

export interface StockLevel {
  id: number;
  remaining_quantity: number;
  hasu: number;
}

/** Puts a cancelled purchase back on the lot and its receiving. */
export async function returnLotStock(tx: Queryable, id: number, kuchiSu: number, haSu: number): Promise<StockLevel> {
  const { rows } = await tx.query<StockLevel & { receiving_id: number }>(
    `UPDATE web_items SET remaining_quantity = remaining_quantity + $2, hasu = hasu + $3
     WHERE id = $1 RETURNING id, remaining_quantity, hasu, receiving_id`,
    [id, kuchiSu, haSu],
  );
  const lot = rows[0];
  await tx.query('UPDATE receivings SET stock_su = stock_su + $2 WHERE id = $1', [lot.receiving_id, kuchiSu]);
  return { id: lot.id, remaining_quantity: lot.remaining_quantity, hasu: lot.hasu };
}

export interface LotPhotoKeys {
  shohin_name: string;
  shohin_image_1: string | null;
  shohin_image_2: string | null;
  niuke_image_1: string | null;
  niuke_image_2: string | null;
}

/** Photo keys of a lot a buyer can see (not suspended); null when there is no such lot. */
export async function findLotPhotoKeys(db: Queryable, id: number): Promise<LotPhotoKeys | null> {
  const { rows } = await db.query<LotPhotoKeys>(
    `SELECT p.product_name AS shohin_name, p.image1_key AS shohin_image_1, p.image2_key AS shohin_image_2,
       r.niuke_image1_key AS niuke_image_1, r.niuke_image2_key AS niuke_image_2
     FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd
     WHERE w.id = $1 AND NOT w.suspend_flg AND NOT p.is_suspensions`,
    [id],
  );
  return rows[0] ?? null;
}
