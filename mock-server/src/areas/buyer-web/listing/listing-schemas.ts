import { Type } from 'typebox';
import { Nullable, Paginated, Strict } from '../../../http/contract';

/** GET /users/web, /users/web/detail, /users/web/news, /users/web/photo (spec §7 buyer reads). */
const texts = Type.Array(Type.String());

export const WebFilters = Strict({
  item_names: texts,
  sale_dates: texts,
  color_groups: texts,
  shippers: texts,
  varieties: Type.Array(Strict({ name: Type.String(), reading: Type.String() })),
  colors: texts,
  open_hours: Type.Array(Strict({ value: Type.Integer(), label: Type.String() })),
  is_web_open: Type.Boolean(),
  is_recommended: Type.Boolean(),
  notice: Type.String(),
  web_hours: Strict({
    START_TIME: Type.String(),
    END_TIME: Type.String(),
    is_open: Type.Boolean(),
    opens_at: Nullable(Type.String({ format: 'date-time' })),
    opens_at_label: Nullable(Type.String()),
    message: Nullable(Type.String()),
  }),
  /** NEXT_ORDER_DEADLINE: next orders close at `time` (Japan) on the day before their sale date. */
  next_order_deadline: Strict({ time: Type.String(), message: Type.String() }),
  purchase_approval_required: Type.Boolean(),
  sell_margin_rate: Type.Number(),
  /** TAX_RATE system parameter, percent. */
  tax_rate: Type.Number(),
  /** The branch's SALE_RATE (the market's commission), percent. */
  sale_rate: Type.Number(),
});

/** Each list filter: repeated parameters and/or comma-separated values (see listing-filters.ts). */
const filterList = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 });
const flag = Type.Enum(['', '0', '1', 'true', 'false'], { type: 'string' });
export const WebItemsQuery = Strict({
  item_names: Type.Optional(filterList),
  sale_dates: Type.Optional(filterList),
  color_groups: Type.Optional(filterList),
  shippers: Type.Optional(filterList),
  varieties: Type.Optional(filterList),
  colors: Type.Optional(filterList),
  products: Type.Optional(filterList),
  open_hours: Type.Optional(filterList),
  is_web_open: Type.Optional(flag),
  is_recommended: Type.Optional(flag),
  favorites: Type.Optional(flag),
  available: Type.Optional(flag),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'product, variety or shipper contains it (kana or hiragana alike)' })),
  sort: Type.Optional(Type.Enum(['default', 'price_asc', 'price_desc', 'remaining_desc', 'shipper'], { type: 'string' })),
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});

export const WebItem = Strict({
  id: Type.Integer(),
  is_photo_present: Type.Boolean(),
  is_negotiable: Type.Boolean(),
  is_new: Type.Boolean(),
  recommended_flag: Type.Boolean(),
  recommended_active: Type.Boolean(),
  discount_details: texts,
  bundle_tanka_list: Type.Array(Strict({ quantity: Type.Integer(), bundle_tanka: Type.Integer() })),
  shipment_provider_name: Type.String(),
  product_name: Type.String(),
  item_name: Type.String(),
  color: Type.String(),
  color_group: Type.String(),
  variety_name: Type.String(),
  specification: Type.String(),
  quantity_per_package: Type.Integer(),
  remaining_quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  unit_price: Type.String(),
  done: Type.Boolean(),
  remarks: Type.String(),
  notice: Type.String(),
  recommended_unit_price: Nullable(Type.Integer()),
  recommended_start_time: Nullable(Type.String({ format: 'date-time' })),
  hasu: Type.Integer(),
  YOYAKU_PERMIT_FLG: Type.Boolean(),
  BUY_PERMIT_FLG: Type.Boolean(),
  item_cls: Type.String(),
  is_web_open: Type.Boolean(),
  open_hour: Nullable(Type.Integer()),
  sale_date: Type.String(),
  receiving_number: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  sell_price: Nullable(Type.Integer()),
  /** Its shipper, variety or product is one of the branch's favourites. */
  is_favorite: Type.Boolean(),
});
export const WebItemsPage = Paginated(WebItem);

export const TickerRows = Type.Array(
  Strict({
    id: Type.Integer(),
    DATE: Type.String(),
    START_DATE: Type.String(),
    END_DATE: Type.String(),
    TITLE: Type.String(),
    PRINT_ORDER: Type.Integer(),
  }),
);

export const IdQuery = Strict({ id: Type.Integer({ minimum: 1 }) });
export const PhotoAnswer = Strict({
  shohin_image_1: Nullable(Type.String()),
  shohin_image_2: Nullable(Type.String()),
  niuke_image_1: Nullable(Type.String()),
  niuke_image_2: Nullable(Type.String()),
  shohin_name: Type.String(),
});
