import { Type, type Static } from 'typebox';
import { ListQuery, Nullable, Paginated, Params, Strict } from '../../../http/contract';

/** /admins/news (spec §2, §3, §7). Dates 'YYYY-MM-DD' or with slashes; times Japan wall clock. */
export const NewsListQuery = ListQuery({}, { defaultPer: 50 });

export const NewsItem = Strict({
  INFORMATION_CD: Type.Integer(),
  DATE: Type.String({ description: "'YYYY/MM/DD'" }),
  START_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  END_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  TITLE: Type.String(),
  DESCRIPTION: Type.String({ description: 'Sanitised HTML: p, h1, h2, b, br, span with color red/blue/black/gray' }),
  CATEGORY_NM: Type.String(),
  FILE_URL: Nullable(Type.String({ description: 'The attachment file name' })),
  FILE_GET_URL: Nullable(Type.String({ description: 'Signed download URL' })),
  IMPORTANT_FLG: Type.Boolean(),
  SUSPEND_FLG: Type.Boolean(),
});
export type NewsItem = Static<typeof NewsItem>;

export const NewsPage = Paginated(NewsItem);

/** The saved news and where to PUT the chosen file: the file is the news' once its bytes arrive there. */
export const NewsSaved = Strict({
  ...NewsItem.properties,
  FILE_PUT_URL: Type.String({
    description:
      "Signed PUT URL for the news' file, good for one upload: send the file with the Content-Type its type parameter names (nothing is attached until then)",
  }),
});

const date = Type.String({ minLength: 10, maxLength: 10, description: "'YYYY-MM-DD' or 'YYYY/MM/DD'" });
const dateTime = Type.String({ minLength: 16, maxLength: 16, description: "'YYYY-MM-DD HH:MM' (Japan time; slashes accepted)" });
const fileName = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'Name of the file about to be PUT to FILE_PUT_URL (shown as FILE_URL); replaces the current file',
});

export const NewsCreateBody = Strict({
  DATE: date,
  CATEGORY_NM: Type.String({ maxLength: 10, description: "A news category's name; '' for none" }),
  START_DATE: dateTime,
  END_DATE: dateTime,
  TITLE: Type.String({ minLength: 1, maxLength: 200 }),
  DESCRIPTION: Type.String({ maxLength: 100_000 }),
  IMPORTANT_FLG: Type.Boolean(),
  SUSPEND_FLG: Type.Boolean(),
  FILE_NAME: Type.Optional(fileName),
});
export type NewsCreateBody = Static<typeof NewsCreateBody>;

/** Any subset: the 重要 / 休止 switches send one flag. */
export const NewsUpdateBody = Strict({
  DATE: Type.Optional(date),
  CATEGORY_NM: Type.Optional(Type.String({ maxLength: 10 })),
  START_DATE: Type.Optional(dateTime),
  END_DATE: Type.Optional(dateTime),
  TITLE: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  DESCRIPTION: Type.Optional(Type.String({ maxLength: 100_000 })),
  IMPORTANT_FLG: Type.Optional(Type.Boolean()),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
  FILE_NAME: Type.Optional(fileName),
});
export type NewsUpdateBody = Static<typeof NewsUpdateBody>;

export const NewsIdParams = Params({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
