import { Type, type Static } from 'typebox';
import { ListQuery, Nullable, Paginated, Strict } from '../../../http/contract';
import { SaleKbn } from '../sale/sale-schemas';
import { Count, DateText } from '../common-schemas';

export const RECEIVING_SORTABLE = [
  'SALE_DATE',
  'NIUKE_DEMPYO_NO',
  'NIUKE_NO',
  'SHUKKASHA_NM',
  'SHOHIN_NM',
  'ITEM_NM',
  'STOCK_SU',
  'TANTOSHA_NM',
  'category',
] as const;

export const ReceivingQuery = ListQuery(
  {
    SALE_DATE: Type.Optional(DateText()),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    ITEM_NM: Type.Optional(Type.String({ maxLength: 50 })),
    SHOHIN_NM: Type.Optional(Type.String({ maxLength: 100 })),
    SHUKKASHA_NM: Type.Optional(Type.String({ maxLength: 100 })),
    TANTOSHA_NM: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { defaultPer: 150, sortable: RECEIVING_SORTABLE },
);
export type ReceivingQuery = Static<typeof ReceivingQuery>;

export const BundleTier = Strict({ quantity: Type.Integer({ minimum: 2 }), bundle_tanka: Count() });

/** The lot's web listing as the market sets it (null on a receiving not listed for web sale). */
export const WebListing = Strict({
  id: Type.Integer(),
  unit_price: Type.Integer(),
  remaining_quantity: Type.Integer(),
  hasu: Type.Integer(),
  max_quantity: Type.Integer(),
  is_web_open: Type.Boolean(),
  BUY_PERMIT_FLG: Type.Boolean(),
  YOYAKU_PERMIT_FLG: Type.Boolean(),
  is_negotiable: Type.Boolean(),
  recommended_flag: Type.Boolean(),
  recommended_unit_price: Nullable(Type.Integer()),
  recommended_start_time: Nullable(Type.String({ format: 'date-time' })),
  open_hour: Nullable(Type.Integer()),
  discount_details: Type.Array(Type.String()),
  bundle_tanka_list: Type.Array(BundleTier),
  remarks: Type.String(),
  notice: Type.String(),
  suspend_flg: Type.Boolean(),
});
export type WebListing = Static<typeof WebListing>;

export const ReceivingSale = Strict({
  SALE_ID: Type.Integer(),
  SALE_DATE: Type.String(),
  SALE_KBN: SaleKbn,
  SALE_KBN_NM: Type.String(),
  BAISAN_CD: Type.String(),
  BAISAN_EDA: Type.String(),
  BAISAN_NM: Type.String(),
  KUCHI_SU: Type.Integer(),
  HA_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  WEB_TANKA: Type.Integer(),
  PRICE: Type.Integer(),
  DELETABLE_FLG: Type.Boolean(),
});
export type ReceivingSale = Static<typeof ReceivingSale>;

const PhotoUrl = Nullable(Type.String());

export const AdminReceiving = Strict({
  NIUKE_DEMPYO_NO: Type.String(),
  NIUKE_NO: Type.String(),
  SALE_DATE: Type.String(),
  category: Type.String(),
  SHUKKASHA_CD: Type.String(),
  SHUKKASHA_NM: Type.String(),
  SHOHIN_CD: Type.String(),
  SHOHIN_NM: Type.String(),
  COLOR_NM: Type.String(),
  ITEM_NM: Type.String(),
  specification: Type.String(),
  IRI_SU: Type.Integer(),
  STOCK_SU: Type.Integer(),
  SO_SU: Type.Integer(),
  BIKO: Type.String(),
  TANTOSHA_NM: Type.String(),
  SUSPEND_FLG: Type.Boolean({ description: 'the product or the web lot is suspended' }),
  shohin_image1: PhotoUrl,
  shohin_image2: PhotoUrl,
  niuke_image1: PhotoUrl,
  niuke_image2: PhotoUrl,
  shohin_image1_put_url: Type.String(),
  shohin_image2_put_url: Type.String(),
  niuke_image1_put_url: Type.String(),
  niuke_image2_put_url: Type.String(),
  web: Nullable(WebListing),
  SALES: Type.Array(ReceivingSale),
});
export type AdminReceiving = Static<typeof AdminReceiving>;

export const ReceivingPage = Paginated(AdminReceiving);

export const ReceivingOptions = Strict({
  SALE_DATE: Type.Array(Type.String()),
  category: Type.Array(Type.String()),
  ITEM_NM: Type.Array(Type.String()),
  SHUKKASHA_NM: Type.Array(Type.String()),
  TANTOSHA_NM: Type.Array(Type.String()),
});

const Key = {
  NIUKE_DEMPYO_NO: Type.String({ minLength: 1, maxLength: 50 }),
  NIUKE_NO: Type.String({ minLength: 1, maxLength: 50 }),
};
export const ReceivingKey = Strict(Key);
export type ReceivingKey = Static<typeof ReceivingKey>;

export const WebListingChange = Strict({
  unit_price: Type.Optional(Count()),
  remaining_quantity: Type.Optional(Count()),
  max_quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  is_web_open: Type.Optional(Type.Boolean()),
  BUY_PERMIT_FLG: Type.Optional(Type.Boolean()),
  YOYAKU_PERMIT_FLG: Type.Optional(Type.Boolean()),
  is_negotiable: Type.Optional(Type.Boolean()),
  recommended_flag: Type.Optional(Type.Boolean()),
  recommended_unit_price: Type.Optional(Nullable(Count())),
  recommended_start_time: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  open_hour: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 23 }))),
  discount_details: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  bundle_tanka_list: Type.Optional(Type.Array(BundleTier, { maxItems: 20 })),
  remarks: Type.Optional(Type.String({ maxLength: 1000 })),
  notice: Type.Optional(Type.String({ maxLength: 1000 })),
  suspend_flg: Type.Optional(Type.Boolean()),
});
export type WebListingChange = Static<typeof WebListingChange>;

export const ReceivingChange = Strict(
  {
    ...Key,
    STOCK_SU: Type.Optional(Count()),
    BIKO: Type.Optional(Type.String({ maxLength: 500 })),
    web: Type.Optional(WebListingChange),
  },
  { description: 'What changes; `web` lists the lot for web sale when it is not listed yet (remaining_quantity defaults to STOCK_SU).' },
);
export type ReceivingChange = Static<typeof ReceivingChange>;
