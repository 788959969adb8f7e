import { array, boolean, integer, nullable, number, object, paginated, string } from '../../http/schemas';

/** Request and answer schemas of the buyer pages (spec §3 My page, Market statistics, Sale history, Settings branch, News). */
const date = string({ maxLength: 10, description: "'YYYY/MM/DD' (or 'YYYY-MM-DD')" });
const branchNumber = string({ pattern: '^[0-9]{3}$', description: "branch number such as '002'" });

export const newsListItem = object({
  INFORMATION_CD: integer(),
  DATE: string(),
  TITLE: string(),
  CATEGORY_NM: string(),
  IMPORTANT_FLG: boolean(),
  is_read: boolean(),
  has_file: boolean(),
});

export const mypageQuery = object({ month: string({ maxLength: 7, description: "'YYYY-MM'; default the current month in Japan" }) }, []);
export const mypageAnswer = object({
  month: string(),
  news: array(newsListItem),
  schedules: array(object({ date: string(), label: string(), color_code: string() })),
  links: array(object({ link: string(), label: string() })),
  calendar_note: string(),
});

const figures = { quantity: integer(), high_price: integer(), average: integer() };
export const marketQuery = object({ sale_date: date }, []);
export const marketAnswer = object({
  sale_date: nullable(string()),
  recent_listing_date: nullable(string()),
  sale_dates: array(string()),
  datas: array(object({ item_cd: string(), item_name: string(), ...figures })),
});
export const marketDetailQuery = object({ item_cd: string({ minLength: 1, maxLength: 20 }), sale_date: date }, ['item_cd']);
export const marketDetailAnswer = object({
  item_cd: string(),
  item_name: string(),
  sale_date: nullable(string()),
  recent_listing_date: nullable(string()),
  datas: array(object({ variety_name: string(), ...figures })),
  daily: array(object({ sale_date: string(), ...figures })),
});

const branchRef = object({ branch_number: string(), branch_name: string() });
const saleDayProps = {
  id: integer({ description: 'the purchase date as YYYYMMDD' }),
  purchaseDate: string(),
  totalPurchase: integer(),
  salesTaxAmount: integer(),
  otherTotal: integer(),
  totalWithTax: integer(),
  totalTransactions: integer(),
  isSokuho: boolean(),
};
export const saleQuery = object({ branch: branchNumber, from: date, to: date }, []);
export const saleAnswer = object({
  branch_number: string(),
  branch_name: string(),
  from: string(),
  to: string(),
  branches: array(branchRef),
  datas: array(object(saleDayProps)),
});
export const saleDetailQuery = object({ purchase_date: date, branch: branchNumber }, ['purchase_date']);
export const saleDetailAnswer = object({
  ...saleDayProps,
  branch_number: string(),
  branch_name: string(),
  branches: array(branchRef),
  datas: array(
    object({
      id: integer(),
      sale_kbn: string({ enum: ['せり', '注文', '相対', 'WEB'] }),
      shipment_provider_name: string(),
      product_name: string(),
      color: string(),
      specification: string(),
      receiving_number: string(),
      quantity_per_package: integer(),
      KUCHI_SU: integer(),
      HA_SU: integer(),
      sosu: integer(),
      unit_price: integer(),
      discount_tanka: integer(),
      price: integer(),
      commission: integer(),
      remarks: string(),
      baisan_id: string(),
      isSokuho: boolean(),
    }),
  ),
});

export const newsQuery = object({ per: integer({ minimum: 1, maximum: 100, default: 10 }), page: integer({ minimum: 1, default: 1 }) }, []);
export const newsPage = paginated(newsListItem);
export const newsParams = object({ id: integer({ minimum: 1, maximum: 2147483647 }) });
export const newsAnswer = object({
  INFORMATION_CD: integer(),
  DATE: string(),
  START_DATE: string(),
  END_DATE: string(),
  TITLE: string(),
  DESCRIPTION: string(),
  CATEGORY_NM: string(),
  IMPORTANT_FLG: boolean(),
  FILE_URL: nullable(string()),
  FILE_GET_URL: nullable(string()),
});

const settingsBranch = object({ branch_number: string(), branch_name: string(), sell_margin_rate: number(), purchase_approval: boolean() });
export const settingsAnswer = object({ branches: array(settingsBranch) });
export const settingsBody = object({
  branches: array(object({ branch_number: branchNumber, sell_margin_rate: number(), purchase_approval: boolean() }), { minItems: 1, maxItems: 1000 }),
});
