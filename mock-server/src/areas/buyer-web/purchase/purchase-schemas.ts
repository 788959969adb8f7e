import { Type } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';
import { DoneRowFields } from '../common-schemas';

/** GET /users/web/buy/done (the body of POST /users/web/buy is common-schemas' OrderBody). */
export const BuyDoneRows = Type.Array(
  Strict({
    ...DoneRowFields,
    price: Type.Integer(),
    commission: Type.Integer(),
    commission_per_stem: Type.Integer(),
    sell_price: Nullable(Type.Integer()),
  }),
);
