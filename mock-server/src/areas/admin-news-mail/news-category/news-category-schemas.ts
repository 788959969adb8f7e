import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

/** /admins/news_category (spec §3 News category: id, name, order, SUSPEND_FLG). */
export const NewsCategoryListQuery = ListQuery({}, { defaultPer: 50 });

export const NewsCategoryItem = Strict({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  SUSPEND_FLG: Type.Boolean(),
});
export type NewsCategoryItem = Static<typeof NewsCategoryItem>;
export const NewsCategoryPage = Paginated(NewsCategoryItem);

const name = Type.String({ minLength: 1, maxLength: 10 });
const order = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const NewsCategoryCreateBody = Strict({ name, order, SUSPEND_FLG: Type.Optional(Type.Boolean({ default: false })) });
export type NewsCategoryCreateBody = Static<typeof NewsCategoryCreateBody>;

export const NewsCategoryUpdateBody = Strict({ name: Type.Optional(name), order: Type.Optional(order), SUSPEND_FLG: Type.Optional(Type.Boolean()) });
export type NewsCategoryUpdateBody = Static<typeof NewsCategoryUpdateBody>;

export const NewsCategoryIdParams = Params({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
