import type { Buyer, BuyerWebDeps } from '../deps';
import { findFavorites, replaceFavorites, type FavoriteSet } from './favorites-repository';

/** GET /users/favorites: from the listing's overlay when the shared listing is current, else the database. */
export async function getFavorites(deps: BuyerWebDeps, buyer: Buyer): Promise<FavoriteSet> {
  const snapshot = deps.snapshot;
  if (snapshot && (await snapshot.current(deps.clock.now()))) {
    const { favorites } = await snapshot.branches.overlay(buyer.branchId);
    return favorites.set;
  }
  return findFavorites(deps.db, buyer.branchId);
}

const tidy = (names: string[]) => [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** PUT /users/favorites: the whole set replaces the branch's (names trimmed, each once); answers the saved set. */
export async function saveFavorites(deps: BuyerWebDeps, buyer: Buyer, body: FavoriteSet): Promise<FavoriteSet> {
  const set = { shippers: tidy(body.shippers), varieties: tidy(body.varieties), products: tidy(body.products) };
  await deps.db.transaction((tx) => replaceFavorites(tx, buyer.branchId, set));
  return set;
}
