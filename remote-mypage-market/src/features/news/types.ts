/** GET /users/news (pagination envelope of these) and GET /users/news/{id} (spec §3 "News"). */
export interface NewsListItem {
  INFORMATION_CD: number;
  /** 'YYYY/MM/DD' */
  DATE: string;
  TITLE: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  is_read: boolean;
  has_file: boolean;
}

export interface News {
  INFORMATION_CD: number;
  DATE: string;
  /** 'YYYY/MM/DD HH:MM' */
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  /** HTML, sanitised by the server and again before display. */
  DESCRIPTION: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  /** The attachment's stored name or key; null when there is none. */
  FILE_URL: string | null;
  /** Signed, expiring download address of the attachment. */
  FILE_GET_URL: string | null;
}
