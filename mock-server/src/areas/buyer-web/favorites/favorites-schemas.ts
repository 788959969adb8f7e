import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/** GET/PUT /users/favorites (a payload of our own, fixed here): the branch's whole set, names as the listing's filters use them. */
const names = (what: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500, description: `${what} names (the listing's filter values)` });

export const Favorites = Strict({
  shippers: names('shipper'),
  varieties: names('variety'),
  products: names('product'),
});
