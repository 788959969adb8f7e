import type { Queryable } from '../../db/types';

/** What the head branch set for this branch in /setting, read where purchasing applies it. */
export interface BranchPurchaseTerms {
  sale_rate: number;
  sell_margin_rate: number;
  purchase_approval: boolean;
}

export async function findBranchPurchaseTerms(db: Queryable, branchId: number): Promise<BranchPurchaseTerms> {
  const { rows } = await db.query<BranchPurchaseTerms>('SELECT sale_rate, sell_margin_rate, purchase_approval FROM branches WHERE id = $1', [branchId]);
  if (!rows.length) return { sale_rate: 0, sell_margin_rate: 0, purchase_approval: false };
  // numeric columns arrive as strings from node-postgres.
  return { sale_rate: Number(rows[0].sale_rate), sell_margin_rate: Number(rows[0].sell_margin_rate), purchase_approval: rows[0].purchase_approval };
}
