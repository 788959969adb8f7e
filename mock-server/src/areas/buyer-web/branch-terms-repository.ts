import type { Queryable } from '../../db/types';

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
