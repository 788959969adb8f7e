import { Type } from 'typebox';
import { Strict } from '../../../http/contract';
import { Uuid } from '../common-schemas';

/** GET /users/cancellable and POST /users/cancellable/cancel. */
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
