import { Type } from 'typebox';
import { Strict } from '../../http/contract';

/** Schema pieces several buyer-web features share. */
export const tags = ['buyer-web'];
export const security = [{ bearer: [] }];

export const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

/** Not strict: headers carry much more than this one (Authorization, Content-Type, …). */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** The answer of every buying action: the transaction its done page reads. */
export const TransactionAnswer = Strict({ transactionUUID: Type.String() });

/** The body of POST /users/web/buy and /users/web/next-order. */
const count = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** Lines may carry more (a client's idea of the price): it is ignored, never trusted. */
export const OrderBody = Strict({
  items: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), KUCHI_SU: count, HA_SU: count }), { minItems: 1, maxItems: 100 }),
});

/** The query of a done page (buy, next order). */
export const TransactionQuery = Strict({ transactionUUID: Uuid });

/** The fields of a done page's row, buy and next order alike. */
export const DoneRowFields = {
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
