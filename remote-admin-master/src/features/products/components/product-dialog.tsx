import { notifySuccess, type ApiRow } from 'shared';
import { changedValues, MasterFormDialog, type FormField } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { productsApi } from '../api';

type Product = ApiRow<'/admins/products'>;

const p = m.product;
const fields: FormField[] = [
  { name: 'product_code', label: p.code, readOnly: true },
  { name: 'item_name_code', label: p.itemCode, required: true, maxLength: 20 },
  { name: 'product_name', label: p.name, required: true, maxLength: 100 },
  { name: 'kana_product_name', label: p.kana, maxLength: 100 },
  { name: 'abbr', label: p.abbr, maxLength: 50 },
  { name: 'kana_abbr', label: p.kanaAbbr, maxLength: 50 },
  { name: 'color', label: p.color, maxLength: 50 },
  { name: 'color_code', label: p.colorCode, maxLength: 20 },
  { name: 'tax_group', label: p.taxGroup, maxLength: 10 },
  { name: 'jf_code', label: p.jfCode, maxLength: 20 },
  { name: 'old_item_code', label: p.oldItemCode, maxLength: 20 },
  { name: 'is_suspensions', label: m.columns.suspended, kind: 'switch' },
];

/** Edit one product: only the changed fields are sent (PUT /admins/products { id, … }). */
export function ProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const [updateProduct] = productsApi.useUpdateProductMutation();
  const initialValues = Object.fromEntries(fields.map((f) => [f.name, product[f.name as keyof Product] as string | boolean]));
  const submit = async (values: Record<string, string | number | boolean>) => {
    await updateProduct({ id: product.id, ...changedValues(fields, initialValues, values) }).unwrap();
    notifySuccess(m.saved(m.productsTitle));
  };
  return <MasterFormDialog title={m.form.editTitle(m.productsTitle)} fields={fields} initialValues={initialValues} onSubmit={submit} onClose={onClose} />;
}
