import type { ApiAnswer, ApiRow } from 'shared';

/** GET /users/news (pagination envelope of these) and GET /users/news/{id} (spec §3 "News"). */
export type NewsListItem = ApiRow<'/users/news'>;
export type NewsPage = ApiAnswer<'/users/news', 'get'>;

/** A news as buyers read it. */
export type News = ApiAnswer<'/users/news/{id}', 'get'>;
