/** GET /users/mypage?month=YYYY-MM (spec §3 "My page"). */
export interface Schedule {
  /** 'YYYY/MM/DD' */
  date: string;
  label: string;
  color_code: string;
}

export interface MyPageLink {
  link: string;
  label: string;
}

/** A news entry as listed on the my page. */
export interface MyPageNews {
  INFORMATION_CD: number;
  DATE: string;
  TITLE: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  is_read: boolean;
  has_file: boolean;
}

export interface MyPage {
  /** The month the schedules and note belong to, 'YYYY-MM'. */
  month: string;
  /** The latest few news visible now. */
  news: MyPageNews[];
  schedules: Schedule[];
  links: MyPageLink[];
  calendar_note: string;
}
