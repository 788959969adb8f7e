import { boolean, integer, listQuery, nullable, object, paginated, string } from '../../http/schemas';

/** Admin list reads the front-end platform needs now: sales, news (spec §3, §7). */
export const saleQuery = listQuery({ SALE_DATE: string({ maxLength: 10, description: "'YYYY/MM/DD' (or 'YYYY-MM-DD')" }) });
export const salePage = paginated(
  object({
    SALE_ID: integer(),
    SALE_DATE: string(),
    NIUKE_SALE_DATE: nullable(string()),
    SALE_KBN: integer({ enum: [1, 2, 3, 4] }),
    SALE_KBN_NM: string(),
    BAISAN_CD: string(),
    BAISAN_NM: string(),
    BAISAN_EDA: string(),
    SHOHIN_NM: string(),
    COLOR_NM: string(),
    specification: string(),
    WEB_TANKA: integer(),
    RATE_TANKA: integer(),
    KUCHI_SU: integer(),
    HA_SU: integer(),
    SO_SU: integer(),
    PRICE: integer(),
    NIUKE_NO: string(),
    SHUKKASHA_NM: string(),
    IRI_SU: integer(),
    DISCOUNT_TANKA: integer(),
    STOCK_SU: integer(),
    BIKO: string(),
    max_quantity: nullable(integer()),
    DELETABLE_FLG: boolean(),
  }),
);

export const newsQuery = listQuery();
export const newsPage = paginated(
  object({
    INFORMATION_CD: integer(),
    DATE: string(),
    START_DATE: string(),
    END_DATE: string(),
    TITLE: string(),
    DESCRIPTION: string(),
    CATEGORY_NM: string(),
    FILE_URL: nullable(string()),
    FILE_GET_URL: nullable(string()),
    IMPORTANT_FLG: boolean(),
    SUSPEND_FLG: boolean(),
  }),
);
