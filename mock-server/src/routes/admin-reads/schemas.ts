import { boolean, integer, listQuery, nullable, object, paginated, string } from '../../http/schemas';

/** Admin list reads the front-end platform needs now: links, news (spec §3, §7). */
export const linkQuery = listQuery();
export const linkPage = paginated(object({ LINK_CD: integer(), LINK_NM: string(), LINK_URL: string(), SUSPEND_FLG: boolean() }));

export const newsQuery = listQuery();
export const newsPage = paginated(
  object({
    INFORMATION_CD: integer(),
    DATE: string(),
    START_DATE: string(),
    END_DATE: string(),
    TITLE: string(),
    DESCRIPTION: string(),
    CATEGORY_NM: string(),
    FILE_URL: nullable(string()),
    FILE_GET_URL: nullable(string()),
    IMPORTANT_FLG: boolean(),
    SUSPEND_FLG: boolean(),
  }),
);
