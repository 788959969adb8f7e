import { Type } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';
import { Uuid } from '../common-schemas';

/** POST /users/web/buy and /users/web/next-order, their done pages, and /users/cancellable(/cancel). */
const count = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** Lines may carry more (a client's idea of the price): it is ignored, never trusted. */
export const OrderBody = Strict({
  items: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), KUCHI_SU: count, HA_SU: count }), { minItems: 1, maxItems: 100 }),
});

export const TransactionQuery = Strict({ transactionUUID: Uuid });

const doneRow = {
  id: Type.Integer(),
  web_item_id: Type.Integer(),
  shipment_provider_name: Type.String(),
  product_name: Type.String(),
  receiving_number: Type.String(),
  sale_date: Type.String(),
  category: Type.String(),
  color: Type.String(),
  specification: Type.String(),
  quantity_per_package: Type.Integer(),
  HA_SU: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  remaining_quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  unit_price: Type.String(),
  remarks: Type.String(),
};

export const BuyDoneRows = Type.Array(
  Strict({
    ...doneRow,
    price: Type.Integer(),
    commission: Type.Integer(),
    commission_per_stem: Type.Integer(),
    sell_price: Nullable(Type.Integer()),
  }),
);
export const NextOrderDoneRows = Type.Array(Strict(doneRow));

export const CancellableRows = Type.Array(
  Strict({
    transactionUUID: Type.String(),
    id: Type.Integer(),
    web_item_id: Type.Integer(),
    is_photo_present: Type.Boolean(),
    shipment_provider_name: Type.String(),
    product_name: Type.String(),
    color: Type.String(),
    specification: Type.String(),
    remarks: Type.String(),
    quantity_per_package: Type.Integer(),
    quantity: Type.Integer(),
    unit_price: Type.String(),
    hasu: Type.Integer(),
    cost: Type.Integer(),
    purchased_at: Type.String({ format: 'date-time' }),
    deadline: Type.String({ format: 'date-time' }),
    remaining_seconds: Type.Integer(),
  }),
);

export const CancelBody = Strict({ transactionUUID: Uuid, id: Type.Integer({ minimum: 1 }) });
export const CancelAnswer = Strict({
  transactionUUID: Type.String(),
  id: Type.Integer(),
  web_item_id: Type.Integer(),
  remaining_quantity: Type.Integer(),
  hasu: Type.Integer(),
});
