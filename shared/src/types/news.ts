import type { ApiAnswer } from '../api/contract';

/** A news as buyers read it (GET /users/news/{id}), as the server's contract declares it. */
export type UserNews = ApiAnswer<'/users/news/{id}', 'get'>;

/**
 * A news ticker (テロップ). Still hand-written: remote-buyer-web's ticker reads it; issue 8
 * switches it to the generated row of GET /users/web/news and deletes this.
 */
export interface WebNews {
  id: number;
  DATE: string;
  START_DATE: string;
  END_DATE: string;
  TITLE: string;
  SUSPEND_FLG: boolean;
  PRINT_ORDER: number;
}
