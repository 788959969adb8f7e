import { Type, type Static } from 'typebox';
import { RESERVATION_STATUS } from '../../../domain/values';
import { ListQuery, Nullable, Params, Paginated, Strict } from '../../../http/contract';
import { Count, DateText } from '../common-schemas';

export const ReserveStatus = Type.Union([
  Type.Literal(RESERVATION_STATUS.open),
  Type.Literal(RESERVATION_STATUS.fulfilled),
  Type.Literal(RESERVATION_STATUS.cancelled),
]);

export const ReserveQuery = ListQuery(
  {
    SALE_DATE: Type.Optional(DateText('the sale date reserved for')),
    BAISAN_CD: Type.Optional(Type.String({ maxLength: 10 })),
    BAISAN_EDA: Type.Optional(Type.String({ maxLength: 10 })),
    STATUS: Type.Optional(ReserveStatus),
  },
  { defaultPer: 50 },
);
export type ReserveQuery = Static<typeof ReserveQuery>;

export const AdminReserve = Strict({
  YOYAKU_NO: Type.Integer(),
  SALE_DATE: Type.String(),
  YOYAKU_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM', Japan time" }),
  BAISAN_CD: Type.String(),
  BAISAN_NM: Type.String(),
  BAISAN_EDA: Type.String(),
  SHOHIN_CD: Type.String(),
  SHOHIN_NM: Type.String(),
  COLOR_NM: Type.String(),
  specification: Type.String(),
  BIKO: Type.String(),
  IRI_SU: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  WEB_TANKA: Type.String({ description: "price range text such as '80〜100'" }),
  STATUS: ReserveStatus,
  SALE_ID: Nullable(Type.Integer()),
});
export type AdminReserve = Static<typeof AdminReserve>;

export const ReservePage = Paginated(AdminReserve);

export const YoyakuParams = Params({ YOYAKU_NO: Type.Integer({ minimum: 1 }) });

export const ReserveFulfil = Strict({
  NIUKE_DEMPYO_NO: Type.String({ minLength: 1, maxLength: 50 }),
  NIUKE_NO: Type.String({ minLength: 1, maxLength: 50 }),
  TANKA: Type.Optional(Count({ description: "per-stem price; default the lot's web unit_price" })),
});
export type ReserveFulfil = Static<typeof ReserveFulfil>;
