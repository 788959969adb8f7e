import type { Buyer, BuyerWebDeps } from '../deps';
import { replaceFavorites, type FavoriteSet } from './favorites-repository';

/** GET /users/favorites: the set the branch's listing overlay filters by. */
export async function getFavorites(deps: BuyerWebDeps, buyer: Buyer): Promise<FavoriteSet> {
  const reads = await deps.snapshot.current(deps.clock.now());
  return (await reads.overlay(buyer.branchId)).favorites.set;
}

const tidy = (names: string[]) => [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** PUT /users/favorites: the whole set replaces the branch's (names trimmed, each once); answers the saved set. */
export async function saveFavorites(deps: BuyerWebDeps, buyer: Buyer, body: FavoriteSet): Promise<FavoriteSet> {
  const set = { shippers: tidy(body.shippers), varieties: tidy(body.varieties), products: tidy(body.products) };
  await deps.db.transaction((tx) => replaceFavorites(tx, buyer.branchId, set));
  return set;
}
