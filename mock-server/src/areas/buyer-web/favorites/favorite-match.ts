import type { FavoriteSet } from './favorites-repository';

/** The names of a lot that a favourite can name (the listing's filter values). */
export interface FavoriteNames {
  shipment_provider_name: string;
  variety_name: string;
  product_name: string;
}

/** A branch's favourites as the shared listing holds them (its overlay): the set, and whether a lot is one. */
export interface FavoriteOverlay {
  set: FavoriteSet;
  has(lot: FavoriteNames): boolean;
}

/** A lot is a favourite when its shipper, its variety or its product is (the SQL listing's rule, web-item-repository.ts). */
export function favoriteOverlay(set: FavoriteSet): FavoriteOverlay {
  const shippers = new Set(set.shippers);
  const varieties = new Set(set.varieties);
  const products = new Set(set.products);
  return {
    set,
    has: (lot) => shippers.has(lot.shipment_provider_name) || (lot.variety_name !== '' && varieties.has(lot.variety_name)) || products.has(lot.product_name),
  };
}
