import { FAVORITE_MATCH_SQL } from '../../../domain/favorite-rule';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { announce } from '../announce';

/** What happened to a lot that a branch may have among its favourites. */
export type FavoriteLotChange = 'listed' | 'priced';

interface FavoriteMatch {
  branch_id: number;
  id: number;
  product_name: string;
  shipper_name: string;
}

/** The branches whose favourites name these lots (visible ones only), with the names the bell shows. */
async function favoriteMatches(deps: AdminTransactionDeps, lotIds: number[]): Promise<FavoriteMatch[]> {
  const { rows } = await deps.db.query<FavoriteMatch>(
    `SELECT DISTINCT f.branch_id, w.id, p.product_name, s.shukkasha_nm AS shipper_name
     FROM web_items w
     JOIN receivings r ON r.id = w.receiving_id
     JOIN products p ON p.shohin_cd = r.shohin_cd
     JOIN shippers s ON s.shukkasha_cd = r.shukkasha_cd
     JOIN branch_favorites f ON ${FAVORITE_MATCH_SQL}
     WHERE w.id = ANY($1::int[]) AND NOT w.suspend_flg AND NOT p.is_suspensions
     ORDER BY f.branch_id, w.id`,
    [lotIds],
  );
  return rows;
}

/**
 * After commit: every branch with one of these lots among its favourites gets a bell row (one per
 * branch: the lot's name, or how many lots) linking to its favourites listing. Never fails the change.
 */
export async function announceFavoriteLots(deps: AdminTransactionDeps, lotIds: readonly number[], change: FavoriteLotChange): Promise<void> {
  if (lotIds.length === 0) return;
  let matches: FavoriteMatch[];
  try {
    matches = await favoriteMatches(deps, [...lotIds]);
  } catch {
    return;
  }
  const byBranch = new Map<number, FavoriteMatch[]>();
  for (const m of matches) byBranch.set(m.branch_id, [...(byBranch.get(m.branch_id) ?? []), m]);
  for (const [branchId, lots] of byBranch) {
    const title = lots.length === 1 ? msg.favoriteLotNotice(change, lots[0].product_name, lots[0].shipper_name) : msg.favoriteLotsNotice(change, lots.length);
    await announce(deps, {
      audience: { to: 'branch', branchId },
      kind: change === 'listed' ? 'favorite_listed' : 'favorite_priced',
      data: { ids: lots.map((l) => l.id) },
      notice: { title, link: '/web?favorites=1' },
    });
  }
}
