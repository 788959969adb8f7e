import type { Paginated } from './pagination';

// Administrator entities of spec §3, with the spec's field names exactly.

export interface AdminProduct {
  id: string;
  image1: string | null;
  image2: string | null;
  image1_put_url?: string | null;
  image2_put_url?: string | null;
  item_name: string;
  product_name: string;
  kana_product_name: string;
  product_code: string;
  item_name_code: string;
  abbr: string;
  kana_abbr: string;
  color: string;
  color_code: string;
  tax_group: string;
  jf_code: string;
  old_item_code: string;
  is_suspensions: boolean;
}

/** SALE_KBN: 1 せり, 2 注文, 3 相対, 4 WEB. */
export type SaleKbn = 1 | 2 | 3 | 4;

export interface AdminSale {
  SALE_ID: number;
  SALE_DATE: string;
  NIUKE_SALE_DATE: string | null;
  SALE_KBN: SaleKbn;
  BAISAN_NM: string;
  BAISAN_EDA: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  specification: string;
  WEB_TANKA: number;
  RATE_TANKA: number;
  KUCHI_SU: number;
  HA_SU: number;
  SO_SU: number;
  PRICE: number;
  NIUKE_NO: string;
  SHUKKASHA_NM: string;
  IRI_SU: number;
  DISCOUNT_TANKA: number;
  STOCK_SU: number;
  BIKO: string;
  max_quantity: number;
  DELETABLE_FLG: boolean;
}

export interface AdminReserve {
  SALE_DATE: string;
  YOYAKU_DATE: string;
  BAISAN_NM: string;
  BAISAN_EDA: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  specification: string;
  BIKO: string;
  KUCHI_SU: number;
  SO_SU: number;
  /** A price range text such as '80〜100'. */
  WEB_TANKA: string;
  YOYAKU_NO: number;
}

export interface AdminReceiving {
  shohin_image_1: string | null;
  shohin_image_2: string | null;
  niuke_image_1: string | null;
  niuke_image_2: string | null;
  shohin_image_1_put_url?: string | null;
  shohin_image_2_put_url?: string | null;
  niuke_image_1_put_url?: string | null;
  niuke_image_2_put_url?: string | null;
  NIUKE_NO: string;
  NIUKE_DEMPYO_NO: string;
  SHUKKASHA_NM: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  specification: string;
  IRI_SU: number;
  STOCK_SU: number;
  SO_SU: number;
  BIKO: string;
  SHOHIN_CD: string;
  SALE_DATE: string;
  SALES: AdminSale[];
}

/** The receiving list's own filters (spec §2), on top of the common list parameters. */
export interface ReceivingFilters {
  SALE_DATE?: string;
  category?: string;
  ITEM_NM?: string;
  SHOHIN_NM?: string;
  SHUKKASHA_NM?: string;
  TANTOSHA_NM?: string;
  order_by?: string;
  order?: 'asc' | 'desc' | string;
}

export interface ItemMaster {
  ITEM_CD: string;
  ITEM_NM: string;
  ITEM_KNM: string;
  ITEM_RNM: string;
  ITEM_RKNM: string;
  ITEM_LEVEL: number;
  H_ITEM_NM: string | null;
  PRINT_ORDER: number;
  SUSPEND_FLG: boolean;
}

export interface AdminNegotiation {
  negotiation_no: number;
  SHUKKASHA_NM: string;
  BAISAN_CD: string;
  SHOHIN_NM: string;
  COLOR_NM: string;
  specification: string;
  BIKO: string;
  IRI_SU: number;
  KUCHI_SU: number;
  UNIT_PRICE: number;
  /** 成立 or 商談中 (再商談 when sent back). */
  SHODAN_STATUS: string;
  COMMENT: string;
}

export interface Shipper {
  SHUKKASHA_CD: string;
  SHUKKASHA_KBN: string;
  SHUKKASHA_NM: string;
  KNM: string;
  RNM: string;
  KRNM: string;
  DAIHYOSHA_NM: string;
  DAIHYOSHA_KNM: string;
  ADDR: string;
  ZIP_CD: string;
  TEL: string;
  FAX: string;
  SHUKKA_TANTOSHA_NM: string;
  TANTOSHA_MAIL: string;
  SUSPEND_FLG: boolean;
  PAY_DANTAI_CD: string;
  PAY_DANTAI_NM: string;
  SANCHI_CD: string;
  SANCHI_NM: string;
  ITAKU_KAITSUKE_NM: string;
  ITAKU_KAITSUKE_CD: string;
}

export interface Purchaser {
  BAISAN_CD: string;
  BAISAN_EDA: string;
  BAISAN_EDA_NM: string;
  BAISAN_EDA_KNM: string;
  BAISAN_EDA_RNM: string;
  ADDR: string;
  TEL: string;
  FAX: string;
  ZIP_CD: string;
  MAIL_ADDR: string;
  SALE_RATE: number;
  SUSPEND_FLG: boolean;
  is_admin: boolean;
}

/** Web opening hours, 'HH:MM' Japan time. */
export interface WebTime {
  START_TIME: string;
  END_TIME: string;
}

export interface LogEntry {
  OPERATION_DATE: string;
  OPERATION_LOG: string;
  OPERATOR: string;
}

/** A log list: its rows plus the dates and operators to filter by. */
export interface LogList extends Paginated<LogEntry> {
  dates?: string[];
  operators?: string[];
}

export interface SystemParameter {
  PARAMETER_TYP: string;
  PARAMETER_CD: string;
  REMARK: string;
  PARAMETER: string;
}

