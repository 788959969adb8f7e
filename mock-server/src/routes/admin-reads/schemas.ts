import { Type } from 'typebox';
import { ListQuery, Nullable, Paginated, Strict } from '../../http/contract';

/** Admin list reads the front-end platform needs now: links, sales (spec §3, §7). */
export const SaleQuery = ListQuery({ SALE_DATE: Type.Optional(Type.String({ maxLength: 10, description: "'YYYY/MM/DD' (or 'YYYY-MM-DD')" })) });
export const SalePage = Paginated(
  Strict({
    SALE_ID: Type.Integer(),
    SALE_DATE: Type.String(),
    NIUKE_SALE_DATE: Nullable(Type.String()),
    SALE_KBN: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
    SALE_KBN_NM: Type.String(),
    BAISAN_CD: Type.String(),
    BAISAN_NM: Type.String(),
    BAISAN_EDA: Type.String(),
    SHOHIN_NM: Type.String(),
    COLOR_NM: Type.String(),
    specification: Type.String(),
    WEB_TANKA: Type.Integer(),
    RATE_TANKA: Type.Integer(),
    KUCHI_SU: Type.Integer(),
    HA_SU: Type.Integer(),
    SO_SU: Type.Integer(),
    PRICE: Type.Integer(),
    NIUKE_NO: Type.String(),
    SHUKKASHA_NM: Type.String(),
    IRI_SU: Type.Integer(),
    DISCOUNT_TANKA: Type.Integer(),
    STOCK_SU: Type.Integer(),
    BIKO: Type.String(),
    max_quantity: Nullable(Type.Integer()),
    DELETABLE_FLG: Type.Boolean(),
  }),
);
