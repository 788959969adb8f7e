import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Strict } from '../../../http/contract';

/** /admins/mail/categories (spec §3 Mail category; the screens read it with per 10,000,000). */
export const MailCategoryListQuery = ListQuery({}, { defaultPer: 50 });

export const MailCategoryItem = Strict({
  CATEGORY_NO: Type.Integer(),
  CATEGORY: Type.String(),
  CREATE_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  UPDATE_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
});
export type MailCategoryItem = Static<typeof MailCategoryItem>;
export const MailCategoryPage = Paginated(MailCategoryItem);

export const MailCategoryCreateBody = Strict({ category: Type.String({ minLength: 1, maxLength: 10 }) });
export type MailCategoryCreateBody = Static<typeof MailCategoryCreateBody>;
