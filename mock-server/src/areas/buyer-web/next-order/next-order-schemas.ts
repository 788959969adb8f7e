import { Type } from 'typebox';
import { RESERVATION_STATUS } from '../../../domain/values';
import { Nullable, Strict } from '../../../http/contract';
import { DoneRowFields } from '../common-schemas';

/** POST /users/web/next-order (body: common-schemas' OrderBody), its done page, and the branch's reservations. */
export const NextOrderDoneRows = Type.Array(Strict(DoneRowFields));

export const NextReservationRows = Type.Array(
  Strict({
    YOYAKU_NO: Type.Integer(),
    web_item_id: Nullable(Type.Integer()),
    purchase_date: Type.String(),
    yoyaku_date: Type.String({ format: 'date-time' }),
    color: Type.String(),
    product_name: Type.String(),
    specification: Type.String(),
    quantity_per_package: Type.Integer(),
    quantity: Type.Integer(),
    SO_SU: Type.Integer(),
    unit_price: Type.String(),
    remarks: Type.String(),
    status: Type.Enum(Object.values(RESERVATION_STATUS), {
      type: 'string',
      description: 'the outcome: 予約中, 引当済 (a 注文 purchase, see /users/sale) or 取消',
    }),
  }),
);

export const ReservationCancelBody = Strict({ YOYAKU_NO: Type.Integer({ minimum: 1 }) });
export const ReservationCancelAnswer = Strict({ YOYAKU_NO: Type.Integer(), cancelled: Type.Boolean() });
