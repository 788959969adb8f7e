import type { Queryable } from '../../../db/types';
import { LOT_SELLS_SQL } from '../../../domain/lot-sale';
import type { OrderLine } from '../order-lines';
import { LOT_JOINS, WEB_ITEM_COLUMNS, type WebItemRow } from '../web-item/web-item-repository';

/** One cart line with its lot as the listing shows it, and whether the lot can be bought now. */
export interface CartRow extends WebItemRow {
  KUCHI_SU: number;
  HA_SU: number;
  on_sale: boolean;
}

/** The branch's cart in the order it was filled; lots that left sale stay (on_sale false). */
export async function listCart(db: Queryable, a: { branchId: number; today: string; now: Date; newItemSeconds: number }): Promise<CartRow[]> {
  const { rows } = await db.query<CartRow>(
    `SELECT ${WEB_ITEM_COLUMNS}, c.kuchi_su AS "KUCHI_SU", c.ha_su AS "HA_SU",
       (${LOT_SELLS_SQL} AND w.sale_date >= $1::date) AS on_sale
     FROM cart_items c JOIN web_items w ON w.id = c.web_item_id ${LOT_JOINS}
     WHERE c.branch_id = $2
     ORDER BY c.position, c.web_item_id`,
    [a.today, a.branchId, a.now, a.newItemSeconds],
  );
  return rows;
}

/** The stored lines only (what PUT compares a new cart with). */
export async function findCartLines(db: Queryable, branchId: number): Promise<OrderLine[]> {
  const { rows } = await db.query<OrderLine>('SELECT web_item_id AS id, kuchi_su AS "KUCHI_SU", ha_su AS "HA_SU" FROM cart_items WHERE branch_id = $1', [
    branchId,
  ]);
  return rows;
}

/** Replaces the whole cart with `lines` (in their order), in one statement. */
export async function replaceCart(db: Queryable, branchId: number, lines: readonly OrderLine[], now: Date): Promise<void> {
  await db.query(
    `WITH wanted AS (
       SELECT (l->>'id')::integer AS web_item_id, (l->>'KUCHI_SU')::integer AS kuchi_su, (l->>'HA_SU')::integer AS ha_su, n::integer AS position
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(l, n)
     ), gone AS (
       DELETE FROM cart_items c WHERE c.branch_id = $1 AND c.web_item_id NOT IN (SELECT web_item_id FROM wanted)
     )
     INSERT INTO cart_items (branch_id, web_item_id, kuchi_su, ha_su, position, updated_at)
     SELECT $1, web_item_id, kuchi_su, ha_su, position, $3 FROM wanted
     ON CONFLICT (branch_id, web_item_id) DO UPDATE
       SET kuchi_su = EXCLUDED.kuchi_su, ha_su = EXCLUDED.ha_su, position = EXCLUDED.position,
           updated_at = CASE WHEN (cart_items.kuchi_su, cart_items.ha_su) = (EXCLUDED.kuchi_su, EXCLUDED.ha_su)
                             THEN cart_items.updated_at ELSE EXCLUDED.updated_at END`,
    [branchId, JSON.stringify(lines), now],
  );
}

export async function clearCart(db: Queryable, branchId: number): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE branch_id = $1', [branchId]);
}
