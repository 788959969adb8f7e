import type { Queryable } from '../../../db/types';

export interface FavoriteSet {
  shippers: string[];
  varieties: string[];
  products: string[];
}

type Kind = 'shipper' | 'variety' | 'product';
const KINDS: [Kind, keyof FavoriteSet][] = [
  ['shipper', 'shippers'],
  ['variety', 'varieties'],
  ['product', 'products'],
];

/** A branch without favourites. */
export const emptyFavoriteSet = (): FavoriteSet => ({ shippers: [], varieties: [], products: [] });
const add = (set: FavoriteSet, row: { kind: Kind; name: string }) => set[KINDS.find(([k]) => k === row.kind)![1]].push(row.name);

/** The branch's favourites, each list in code-point order (the databases' C collation). */
export async function findFavorites(db: Queryable, branchId: number): Promise<FavoriteSet> {
  const { rows } = await db.query<{ kind: Kind; name: string }>(
    'SELECT kind, name FROM branch_favorites WHERE branch_id = $1 ORDER BY kind, name COLLATE "C"',
    [branchId],
    { prepare: true },
  );
  const set = emptyFavoriteSet();
  for (const row of rows) add(set, row);
  return set;
}

/** Every branch's favourites that has any (the shared listing's first build of a day). */
export async function findAllFavorites(db: Queryable): Promise<Map<number, FavoriteSet>> {
  const { rows } = await db.query<{ branch_id: number; kind: Kind; name: string }>(
    'SELECT branch_id, kind, name FROM branch_favorites ORDER BY branch_id, kind, name COLLATE "C"',
  );
  const sets = new Map<number, FavoriteSet>();
  for (const row of rows) {
    if (!sets.has(row.branch_id)) sets.set(row.branch_id, emptyFavoriteSet());
    add(sets.get(row.branch_id)!, row);
  }
  return sets;
}

/** Replaces the branch's whole set (call inside a transaction). */
export async function replaceFavorites(tx: Queryable, branchId: number, set: FavoriteSet): Promise<void> {
  await tx.query('DELETE FROM branch_favorites WHERE branch_id = $1', [branchId]);
  const kinds: string[] = [];
  const names: string[] = [];
  for (const [kind, key] of KINDS) {
    for (const name of set[key]) {
      kinds.push(kind);
      names.push(name);
    }
  }
  if (names.length === 0) return;
  await tx.query(
    `INSERT INTO branch_favorites (branch_id, kind, name)
     SELECT $1, k, n FROM unnest($2::text[], $3::text[]) AS f(k, n) ON CONFLICT DO NOTHING`,
    [branchId, kinds, names],
  );
}
