import type { Queryable } from '../../../db/types';
import type { StockChange } from '../../../events/live-stock';

/**
 * Stock of a receiving (STOCK_SU, packages) and of its web lot (remaining_quantity packages,
 * hasu loose stems). The invariant every writer keeps: remaining_quantity ≤ STOCK_SU.
 * Lock order is the web purchase's: the lot row first, then the receiving row, so staff and
 * buyers never deadlock on PostgreSQL.
 */

export interface ReceivingStock {
  receiving_id: number;
  sale_date: string;
  iri_su: number;
  stock_su: number;
}

/** Locks the lot of a receiving (if it has one) and answers its stock. */
export async function lockLotOfReceiving(tx: Queryable, receivingId: number): Promise<StockChange | null> {
  const { rows } = await tx.query<StockChange>('SELECT id, remaining_quantity, hasu FROM web_items WHERE receiving_id = $1 FOR UPDATE', [receivingId]);
  return rows[0] ?? null;
}

/** Takes packages off STOCK_SU only if they are there; null when they are not. */
export async function takeReceivingPackages(tx: Queryable, receivingId: number, kuchiSu: number): Promise<ReceivingStock | null> {
  const { rows } = await tx.query<ReceivingStock>(
    `UPDATE receivings SET stock_su = stock_su - $2 WHERE id = $1 AND stock_su >= $2
     RETURNING id AS receiving_id, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, iri_su, stock_su`,
    [receivingId, kuchiSu],
  );
  return rows[0] ?? null;
}

export async function returnReceivingPackages(tx: Queryable, receivingId: number, kuchiSu: number): Promise<void> {
  await tx.query('UPDATE receivings SET stock_su = stock_su + $2 WHERE id = $1', [receivingId, kuchiSu]);
}

/** Keeps the lot within the stock after a staff sale: remaining ≤ STOCK_SU; takes loose stems if it has them. */
export async function clampLot(tx: Queryable, lotId: number, stockSu: number, haSu: number): Promise<StockChange | null> {
  const { rows } = await tx.query<StockChange>(
    `UPDATE web_items SET remaining_quantity = LEAST(remaining_quantity, $2), hasu = hasu - $3
     WHERE id = $1 AND hasu >= $3 RETURNING id, remaining_quantity, hasu`,
    [lotId, stockSu, haSu],
  );
  return rows[0] ?? null;
}

/** Takes packages and loose stems off the web lot (no sale-hour or price conditions: the market sells). */
export async function takeLotPackages(tx: Queryable, lotId: number, kuchiSu: number, haSu: number): Promise<(StockChange & { receiving_id: number }) | null> {
  const { rows } = await tx.query<StockChange & { receiving_id: number }>(
    `UPDATE web_items SET remaining_quantity = remaining_quantity - $2, hasu = hasu - $3
     WHERE id = $1 AND remaining_quantity >= $2 AND hasu >= $3 RETURNING id, remaining_quantity, hasu, receiving_id`,
    [lotId, kuchiSu, haSu],
  );
  return rows[0] ?? null;
}

export async function returnLotPackages(tx: Queryable, lotId: number, kuchiSu: number, haSu: number): Promise<StockChange> {
  const { rows } = await tx.query<StockChange>(
    `UPDATE web_items SET remaining_quantity = remaining_quantity + $2, hasu = hasu + $3
     WHERE id = $1 RETURNING id, remaining_quantity, hasu`,
    [lotId, kuchiSu, haSu],
  );
  return rows[0];
}
