import { PhotoDialog, PhotoSlot } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { productsApi, type AdminProductQuery } from '../api';

/**
 * The product photo modal (spec §2): two slots. It reads the row from the list's cache, so
 * after a save or delete the refetched list gives it the new photo and fresh signed URLs.
 */
export function ProductPhotoDialog({ productId, args, onClose }: { productId: number; args: AdminProductQuery; onClose: () => void }) {
  const { data } = productsApi.endpoints.getAdminProducts.useQuery(args);
  const product = data?.datas.find((p) => p.id === productId) ?? null;
  const target = product ? { shohin_cd: product.product_code } : null;
  return (
    <PhotoDialog open title={m.product.photoTitle(product?.product_name ?? '')} onClose={onClose}>
      <PhotoSlot label={m.product.image(1)} imageUrl={product?.image1} putUrl={product?.image1_put_url} target={target} photoNo={1} />
      <PhotoSlot label={m.product.image(2)} imageUrl={product?.image2} putUrl={product?.image2_put_url} target={target} photoNo={2} />
    </PhotoDialog>
  );
}
