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

/** A news as buyers read it: shared's UserNews (spec §3 News without the admin fields). */
export type { UserNews as News } from 'shared';
