// News, categories, tickers and links of spec §3.

export interface News {
  INFORMATION_CD: number;
  DATE: string;
  /** 'YYYY/MM/DD HH:MM' (date and time joined by a space). */
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  /** Sanitised HTML. */
  DESCRIPTION: string;
  CATEGORY_NM: string;
  FILE_URL: string | null;
  FILE_GET_URL: string | null;
  FILE_PUT_URL: string | null;
  IMPORTANT_FLG: boolean;
  SUSPEND_FLG: boolean;
}

/** A news as buyers read it (GET /users/news/{id}): no upload address, never suspended. */
export type UserNews = Omit<News, 'FILE_PUT_URL' | 'SUSPEND_FLG'>;

export interface NewsCategory {
  id: number;
  name: string;
  order: number;
  SUSPEND_FLG: boolean;
}

/** A news ticker (テロップ). */
export interface WebNews {
  id: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  SUSPEND_FLG: boolean;
  PRINT_ORDER: number;
}

export interface Link {
  /** Shown as No. */
  LINK_CD: number;
  LINK_NM: string;
  LINK_URL: string;
  SUSPEND_FLG: boolean;
}
