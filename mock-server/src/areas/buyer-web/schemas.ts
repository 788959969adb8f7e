import { RESERVATION_STATUS } from '../../domain/values';
import { array, boolean, dateTime, integer, nullable, number, object, paginated, string } from '../../http/schemas';

/** Schemas of the buyer purchasing endpoints: validation, serialisation and the OpenAPI description. */
const uuid = string({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
const count = integer({ minimum: 0, maximum: 1_000_000 });

export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': string({ minLength: 1, maxLength: 200 }) },
};

/** Lines may carry more (a client's idea of the price): it is ignored, never trusted. */
export const orderBody = object({
  items: array(
    { type: 'object', properties: { id: integer({ minimum: 1 }), KUCHI_SU: count, HA_SU: count }, required: ['id', 'KUCHI_SU', 'HA_SU'] },
    { minItems: 1, maxItems: 100 },
  ),
});

export const transactionAnswer = object({ transactionUUID: string() });
export const transactionQuery = object({ transactionUUID: uuid });
export const idQuery = object({ id: integer({ minimum: 1 }) });

const bundleTier = object({ quantity: integer(), bundle_tanka: integer() });

export const webItem = object({
  id: integer(),
  is_photo_present: boolean(),
  is_negotiable: boolean(),
  is_new: boolean(),
  recommended_flag: boolean(),
  recommended_active: boolean(),
  discount_details: array(string()),
  bundle_tanka_list: array(bundleTier),
  shipment_provider_name: string(),
  product_name: string(),
  item_name: string(),
  color: string(),
  color_group: string(),
  variety_name: string(),
  specification: string(),
  quantity_per_package: integer(),
  remaining_quantity: integer(),
  max_quantity: integer(),
  unit_price: string(),
  done: boolean(),
  remarks: string(),
  notice: string(),
  recommended_unit_price: nullable(integer()),
  recommended_start_time: nullable(dateTime()),
  hasu: integer(),
  YOYAKU_PERMIT_FLG: boolean(),
  BUY_PERMIT_FLG: boolean(),
  item_cls: string(),
  is_web_open: boolean(),
  open_hour: nullable(integer()),
  sale_date: string(),
  receiving_number: string(),
  thumbnail_url: nullable(string()),
  sell_price: nullable(integer()),
});

export const webItemsPage = paginated(webItem);

/** Each list filter: repeated parameters and/or comma-separated values (see listing-filters.ts). */
const filterList = array(string({ maxLength: 200 }), { maxItems: 100 });
const flag = string({ enum: ['', '0', '1', 'true', 'false'] });
export const webItemsQuery = object(
  {
    item_names: filterList,
    sale_dates: filterList,
    color_groups: filterList,
    shippers: filterList,
    varieties: filterList,
    colors: filterList,
    open_hours: filterList,
    is_web_open: flag,
    is_recommended: flag,
    keyword: string({ maxLength: 100, description: 'product, variety or shipper contains it (kana or hiragana alike)' }),
    sort: string({ enum: ['default', 'price_asc', 'price_desc', 'remaining_desc', 'shipper'] }),
    per: integer({ minimum: 1, maximum: 500, default: 50 }),
    page: integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  },
  [],
);

export const webFilters = object({
  item_names: array(string()),
  sale_dates: array(string()),
  color_groups: array(string()),
  shippers: array(string()),
  varieties: array(object({ name: string(), reading: string() })),
  colors: array(string()),
  open_hours: array(object({ value: integer(), label: string() })),
  is_web_open: boolean(),
  is_recommended: boolean(),
  notice: string(),
  web_hours: object({
    START_TIME: string(),
    END_TIME: string(),
    is_open: boolean(),
    opens_at: nullable(dateTime()),
    opens_at_label: nullable(string()),
    message: nullable(string()),
  }),
  purchase_approval_required: boolean(),
  sell_margin_rate: number(),
  /** TAX_RATE system parameter, percent. */
  tax_rate: number(),
  /** The branch's SALE_RATE (the market's commission), percent. */
  sale_rate: number(),
});

export const tickerRows = array(object({ id: integer(), DATE: string(), START_DATE: string(), END_DATE: string(), TITLE: string(), PRINT_ORDER: integer() }));

const doneBase = {
  id: integer(),
  web_item_id: integer(),
  shipment_provider_name: string(),
  product_name: string(),
  receiving_number: string(),
  sale_date: string(),
  category: string(),
  color: string(),
  specification: string(),
  quantity_per_package: integer(),
  HA_SU: integer(),
  KUCHI_SU: integer(),
  SO_SU: integer(),
  remaining_quantity: integer(),
  max_quantity: integer(),
  unit_price: string(),
  remarks: string(),
};

export const buyDoneRows = array(
  object({ ...doneBase, price: integer(), commission: integer(), commission_per_stem: integer(), sell_price: nullable(integer()) }),
);
export const nextOrderDoneRows = array(object(doneBase));

export const photoAnswer = object({
  shohin_image_1: nullable(string()),
  shohin_image_2: nullable(string()),
  niuke_image_1: nullable(string()),
  niuke_image_2: nullable(string()),
  shohin_name: string(),
});

export const cancellableRows = array(
  object({
    transactionUUID: string(),
    id: integer(),
    web_item_id: integer(),
    is_photo_present: boolean(),
    shipment_provider_name: string(),
    product_name: string(),
    color: string(),
    specification: string(),
    remarks: string(),
    quantity_per_package: integer(),
    quantity: integer(),
    unit_price: string(),
    hasu: integer(),
    cost: integer(),
    purchased_at: dateTime(),
    deadline: dateTime(),
    remaining_seconds: integer(),
  }),
);

export const cancelBody = object({ transactionUUID: uuid, id: integer({ minimum: 1 }) });
export const cancelAnswer = object({
  transactionUUID: string(),
  id: integer(),
  web_item_id: integer(),
  remaining_quantity: integer(),
  hasu: integer(),
});

/** Loose on purpose: the service checks it in spec §5's order with the spec's messages. */
/**
 * The four fields are named so anything else is refused, but their values are checked in the
 * service, in spec §5's order, so that each mistake gets its own Japanese message
 * (口数と単価を入力してください, 商品が選択されていません).
 */
export const negotiationBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { description: 'web item id (integer)' },
    KUCHI_SU: { description: 'wanted packages (integer ≥ 0)' },
    TANKA: { description: 'wanted unit price per stem in yen (integer ≥ 0)' },
    BIKO: { description: 'remarks (text)' },
  },
};
export const negotiationAnswer = object({ negotiation_no: integer(), status: string() });
export const negotiationQuery = object({ open: integer({ enum: [0, 1], default: 0 }) }, []);
export const negotiationRows = array(
  object({
    negotiation_no: integer(),
    id: integer(),
    OLD_TANKA: integer(),
    TANKA: integer(),
    status: string(),
    comment: string(),
    KUCHI_SU: integer(),
    BIKO: string(),
    shipment_provider_name: string(),
    product_name: string(),
    color: string(),
    specification: string(),
    quantity_per_package: integer(),
    sale_date: string(),
    purchased: boolean(),
    created_at: dateTime(),
    updated_at: dateTime(),
  }),
);

export const nextReservationRows = array(
  object({
    YOYAKU_NO: integer(),
    web_item_id: nullable(integer()),
    purchase_date: string(),
    yoyaku_date: dateTime(),
    color: string(),
    product_name: string(),
    specification: string(),
    quantity_per_package: integer(),
    quantity: integer(),
    SO_SU: integer(),
    unit_price: string(),
    remarks: string(),
    status: string({ enum: Object.values(RESERVATION_STATUS), description: 'the outcome: 予約中, 引当済 (a 注文 purchase, see /users/sale) or 取消' }),
  }),
);

export const streamQuery = object({ token: string({ minLength: 1, maxLength: 500 }) }, []);
