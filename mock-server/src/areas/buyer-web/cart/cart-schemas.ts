import { Type } from 'typebox';
import { Strict } from '../../../http/contract';
import { WebItem } from '../listing/listing-schemas';

/** GET/PUT/DELETE /users/web/cart: the branch's cart. */
const count = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** The whole cart, as the purchase takes its lines (an empty list empties it). */
export const CartBody = Strict({
  items: Type.Array(Strict({ id: Type.Integer({ minimum: 1 }), KUCHI_SU: count, HA_SU: count }), { maxItems: 100 }),
});

export const CartLine = Strict({
  id: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  HA_SU: Type.Integer(),
  /** The lot can be bought now (not suspended, web open, price decided, sale date not past). */
  on_sale: Type.Boolean(),
  item: WebItem,
});

export const Cart = Strict({ items: Type.Array(CartLine) });
