import type { ApiAnswer } from '../api/contract';

/** A news as buyers read it (GET /users/news/{id}), as the server's contract declares it. */
export type UserNews = ApiAnswer<'/users/news/{id}', 'get'>;

/** A news ticker (テロップ) as buyers read it: one item of GET /users/web/news. */
export type WebNews = ApiAnswer<'/users/web/news', 'get'>[number];
