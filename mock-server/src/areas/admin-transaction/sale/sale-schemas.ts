import { Type, type Static } from 'typebox';
import { ListQuery, Nullable, Params, Strict } from '../../../http/contract';
import { Count, DateText, PaginatedWith } from '../common-schemas';

export const SaleKbn = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { description: '1 せり, 2 注文, 3 相対, 4 WEB' });

export const SaleQuery = ListQuery(
  {
    SALE_KBN: Type.Optional(SaleKbn),
    SALE_DATE: Type.Optional(DateText('one sale date')),
    SALE_DATE_FROM: Type.Optional(DateText('first sale date of the range')),
    SALE_DATE_TO: Type.Optional(DateText('last sale date of the range')),
    BAISAN_CD: Type.Optional(Type.String({ maxLength: 10 })),
    BAISAN_EDA: Type.Optional(Type.String({ maxLength: 10 })),
    NIUKE_DEMPYO_NO: Type.Optional(Type.String({ maxLength: 50 })),
    NIUKE_NO: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { defaultPer: 50 },
);
export type SaleQuery = Static<typeof SaleQuery>;

export const AdminSale = Strict({
  SALE_ID: Type.Integer(),
  SALE_DATE: Type.String(),
  NIUKE_SALE_DATE: Nullable(Type.String()),
  SALE_KBN: SaleKbn,
  SALE_KBN_NM: Type.String(),
  BAISAN_CD: Type.String(),
  BAISAN_NM: Type.String(),
  BAISAN_EDA: Type.String(),
  BAISAN_EDA_NM: Type.String(),
  SHOHIN_NM: Type.String(),
  COLOR_NM: Type.String(),
  specification: Type.String(),
  WEB_TANKA: Type.Integer(),
  RATE_TANKA: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  HA_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  PRICE: Type.Integer(),
  NIUKE_DEMPYO_NO: Type.String(),
  NIUKE_NO: Type.String(),
  SHUKKASHA_NM: Type.String(),
  IRI_SU: Type.Integer(),
  DISCOUNT_TANKA: Type.Integer(),
  STOCK_SU: Type.Integer(),
  BIKO: Type.String(),
  max_quantity: Nullable(Type.Integer()),
  DELETABLE_FLG: Type.Boolean(),
});
export type AdminSale = Static<typeof AdminSale>;

export const SaleTotals = Strict({ KUCHI_SU: Type.Integer(), HA_SU: Type.Integer(), SO_SU: Type.Integer(), PRICE: Type.Integer() });
export const SalePage = PaginatedWith(AdminSale, { totals: SaleTotals });

export const SaleCreate = Strict({
  SALE_KBN: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 せり, 2 注文, 3 相対 (WEB lines come from buyers)' }),
  NIUKE_DEMPYO_NO: Type.String({ minLength: 1, maxLength: 50 }),
  NIUKE_NO: Type.String({ minLength: 1, maxLength: 50 }),
  BAISAN_CD: Type.String({ minLength: 1, maxLength: 10 }),
  BAISAN_EDA: Type.String({ minLength: 1, maxLength: 10 }),
  KUCHI_SU: Count(),
  HA_SU: Type.Optional(Count({ default: 0 })),
  TANKA: Count({ description: 'per-stem price in yen' }),
  BIKO: Type.Optional(Type.String({ maxLength: 500 })),
});
export type SaleCreate = Static<typeof SaleCreate>;

export const SaleUpdate = Strict({
  KUCHI_SU: Type.Optional(Count()),
  HA_SU: Type.Optional(Count()),
  TANKA: Type.Optional(Count()),
  BIKO: Type.Optional(Type.String({ maxLength: 500 })),
});
export type SaleUpdate = Static<typeof SaleUpdate>;

export const SaleIdParams = Params({ SALE_ID: Type.Integer({ minimum: 1 }) });
