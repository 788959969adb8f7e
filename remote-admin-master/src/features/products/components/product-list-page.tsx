import PhotoIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AdminListPage, notifySuccess, PAGE_SIZE, suspendColumn, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { productsApi, type AdminProductQuery } from '../api';
import { ProductDialog } from './product-dialog';
import { ProductPhotoDialog } from './product-photo-dialog';

type Product = ApiRow<'/admins/products'>;
const p = m.product;

/** /admins/master/products: the product master, 150 a page, with photos, 休止 and edit. */
export function ProductListPage() {
  const list = useListParams({ per: PAGE_SIZE.product });
  const [suspendProducts] = productsApi.useSuspendProductsMutation();
  const [deleteProducts] = productsApi.useDeleteProductsMutation();
  const [editing, setEditing] = useState<Product | null>(null);
  const [photoOf, setPhotoOf] = useState<number | null>(null);

  const columns: AdminListColumn<Product>[] = [
    { key: 'product_code', label: p.code, sortKey: 'product_code' },
    { key: 'item_name', label: p.item, sortKey: 'item_name' },
    { key: 'product_name', label: p.name, sortKey: 'product_name' },
    { key: 'kana_product_name', label: p.kana, sortKey: 'kana_product_name' },
    { key: 'color', label: p.color, sortKey: 'color' },
    { key: 'abbr', label: p.abbr },
    { key: 'item_name_code', label: p.itemCode },
    { key: 'tax_group', label: p.taxGroup },
    { key: 'jf_code', label: p.jfCode },
    {
      key: 'photo',
      label: p.photo,
      render: (row) => (
        <Button
          size="small"
          startIcon={<PhotoIcon />}
          onClick={() => setPhotoOf(row.id)}
          // The name holds the visible text (あり or 画像) and the product (WCAG 2.5.3).
          aria-label={p.photoButtonName(row.product_name, Boolean(row.image1 || row.image2))}
        >
          {row.image1 || row.image2 ? p.hasPhoto : p.photoButton}
        </Button>
      ),
      csv: (row) => (row.image1 || row.image2 ? 1 : 0),
    },
    suspendColumn<Product>({
      key: 'is_suspensions',
      isSuspended: (row) => row.is_suspensions,
      update: (row, next) => suspendProducts({ ids: [row.id], is_suspensions: next }).unwrap(),
      rowName: (row) => row.product_name,
    }),
  ];

  return (
    <AdminListPage
      title={m.productsTitle}
      list={list}
      endpoint={productsApi.endpoints.getAdminProducts}
      columns={columns}
      rowKey={(row) => row.id}
      isSuspended={(row) => row.is_suspensions}
      actions={{
        onEdit: (row) => setEditing(row),
        onDelete: async (row) => {
          await deleteProducts([row.id]).unwrap();
          notifySuccess(m.deleted(m.productsTitle));
        },
      }}
      csvFileName={m.csvFile(m.productsTitle)}
      perOptions={[50, 150, 300]}
    >
      {editing ? <ProductDialog product={editing} onClose={() => setEditing(null)} /> : null}
      {photoOf !== null ? <ProductPhotoDialog productId={photoOf} args={list.requestParams as AdminProductQuery} onClose={() => setPhotoOf(null)} /> : null}
    </AdminListPage>
  );
}
