import type { ApiAnswer } from 'shared';

/** GET /users/mypage?month=YYYY-MM (spec §3 "My page"), as the server's contract declares it. */
export type MyPage = ApiAnswer<'/users/mypage', 'get'>;
export type Schedule = MyPage['schedules'][number];
export type MyPageLink = MyPage['links'][number];
/** A news entry as listed on the my page. */
export type MyPageNews = MyPage['news'][number];
