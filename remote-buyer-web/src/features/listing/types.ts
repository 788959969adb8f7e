import type { ApiAnswer } from 'shared';

/**
 * GET /users/web: the values the listing's filters can take (spec §3 "Listing filters"), the
 * web hours, the head branch's approval rule, the branch's margin and SALE_RATE and TAX_RATE.
 */
export type WebFilterOptions = ApiAnswer<'/users/web', 'get'>;

/** The admin Time window as GET /users/web reports it (Japan time). */
export type WebHours = WebFilterOptions['web_hours'];
