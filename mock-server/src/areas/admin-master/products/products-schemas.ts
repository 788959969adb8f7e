import { Type, type Static } from 'typebox';
import { ListQuery, Nullable, Paginated, Strict } from '../../../http/contract';

/** Admin product (spec §3), with signed GET URLs of its photos and signed PUT URLs to upload new ones. */
export const ProductRow = Strict({
  id: Type.Integer(),
  image1: Nullable(Type.String()),
  image2: Nullable(Type.String()),
  image1_put_url: Type.String(),
  image2_put_url: Type.String(),
  item_name: Type.String(),
  product_name: Type.String(),
  kana_product_name: Type.String(),
  product_code: Type.String(),
  item_name_code: Type.String(),
  abbr: Type.String(),
  kana_abbr: Type.String(),
  color: Type.String(),
  color_code: Type.String(),
  tax_group: Type.String(),
  jf_code: Type.String(),
  old_item_code: Type.String(),
  is_suspensions: Type.Boolean(),
});
export type ProductRow = Static<typeof ProductRow>;

export const PRODUCT_SORTABLE = ['product_code', 'product_name', 'kana_product_name', 'item_name', 'color'] as const;
export const ProductQuery = ListQuery({}, { defaultPer: 150, sortable: PRODUCT_SORTABLE });
export const ProductPage = Paginated(ProductRow);

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** PUT /admins/products: the product's id and the fields to change. */
export const ProductUpdate = Strict({
  id: Type.Integer({ minimum: 1 }),
  item_name_code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  product_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  kana_product_name: text(100),
  abbr: text(50),
  kana_abbr: text(50),
  color: text(50),
  color_code: text(20),
  tax_group: text(10),
  jf_code: text(20),
  old_item_code: text(20),
  is_suspensions: Type.Optional(Type.Boolean()),
});
export type ProductUpdate = Static<typeof ProductUpdate>;

const Ids = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 });

export const SuspensionsBody = Strict({ ids: Ids, is_suspensions: Type.Boolean() });
export const DeleteProductsBody = Strict({ ids: Ids });
