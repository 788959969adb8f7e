import { Type, type Static } from 'typebox';
import { Nullable, Paginated, Params, Strict } from '../../../http/contract';

/** /users/news(/{id}): the news a buyer sees (spec §3 News). */
export const NewsListItem = Strict({
  INFORMATION_CD: Type.Integer(),
  DATE: Type.String(),
  TITLE: Type.String(),
  CATEGORY_NM: Type.String(),
  IMPORTANT_FLG: Type.Boolean(),
  is_read: Type.Boolean(),
  has_file: Type.Boolean(),
});
export type NewsListItem = Static<typeof NewsListItem>;

export const NewsQuery = Strict({
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export const NewsPage = Paginated(NewsListItem);
export const NewsParams = Params({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const NewsAnswer = Strict({
  INFORMATION_CD: Type.Integer(),
  DATE: Type.String(),
  START_DATE: Type.String(),
  END_DATE: Type.String(),
  TITLE: Type.String(),
  DESCRIPTION: Type.String(),
  CATEGORY_NM: Type.String(),
  IMPORTANT_FLG: Type.Boolean(),
  FILE_URL: Nullable(Type.String()),
  FILE_GET_URL: Nullable(Type.String()),
});
export type NewsAnswer = Static<typeof NewsAnswer>;
