import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

/** /admins/news_web: the ticker on /web (spec §3 Web news: id, DATE, START_DATE, END_DATE, TITLE, SUSPEND_FLG, PRINT_ORDER). */
export const WebNewsListQuery = ListQuery({}, { defaultPer: 50 });

export const WebNewsItem = Strict({
  id: Type.Integer(),
  DATE: Type.String({ description: "'YYYY/MM/DD'" }),
  START_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  END_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  TITLE: Type.String(),
  SUSPEND_FLG: Type.Boolean(),
  PRINT_ORDER: Type.Integer(),
});
export type WebNewsItem = Static<typeof WebNewsItem>;
export const WebNewsPage = Paginated(WebNewsItem);

const date = Type.String({ minLength: 10, maxLength: 10, description: "'YYYY-MM-DD' or 'YYYY/MM/DD'" });
const dateTime = Type.String({ minLength: 16, maxLength: 16, description: "'YYYY-MM-DD HH:MM' (Japan time; slashes accepted)" });
const title = Type.String({ minLength: 1, maxLength: 200 });
const order = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const WebNewsCreateBody = Strict({
  DATE: date,
  START_DATE: dateTime,
  END_DATE: dateTime,
  TITLE: title,
  PRINT_ORDER: order,
  SUSPEND_FLG: Type.Optional(Type.Boolean({ default: false })),
});
export type WebNewsCreateBody = Static<typeof WebNewsCreateBody>;

export const WebNewsUpdateBody = Strict({
  DATE: Type.Optional(date),
  START_DATE: Type.Optional(dateTime),
  END_DATE: Type.Optional(dateTime),
  TITLE: Type.Optional(title),
  PRINT_ORDER: Type.Optional(order),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
});
export type WebNewsUpdateBody = Static<typeof WebNewsUpdateBody>;

export const WebNewsIdParams = Params({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
