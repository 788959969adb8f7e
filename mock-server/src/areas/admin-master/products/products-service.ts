import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { listPage, listRead } from '../../../http/page-envelope';
import type { ListParams } from '../../../http/contract';
import { adminMasterMessages as m } from '../messages';
import { photoGetUrl, photoPutUrl } from '../../../files/photo-keys';
import {
  deleteProducts,
  findProductById,
  findProductsByIds,
  itemExists,
  listProducts,
  productCodesInUse,
  setProductsSuspended,
  updateProduct,
  type ProductField,
  type ProductRecord,
} from './products-repository';
import type { ProductRow, ProductUpdate } from './products-schemas';

function toRow(deps: AdminMasterDeps, { image1_key, image2_key, ...rest }: ProductRecord): ProductRow {
  const target = { kind: 'product', shohin_cd: rest.product_code } as const;
  return {
    ...rest,
    image1: photoGetUrl(deps.files, image1_key),
    image2: photoGetUrl(deps.files, image2_key),
    image1_put_url: photoPutUrl(deps.files, target, 1),
    image2_put_url: photoPutUrl(deps.files, target, 2),
  };
}

export async function productPage(deps: AdminMasterDeps, q: ListParams) {
  return listPage(await listProducts(deps.db, listRead(q)), q, (row) => toRow(deps, row));
}

const logged = (p: ProductRecord, fields: ProductField[]) => Object.fromEntries(fields.map((f) => [f, p[f]]));

export async function editProduct(deps: AdminMasterDeps, actor: Actor, body: ProductUpdate): Promise<ProductRow> {
  const { id, ...changes } = body;
  const fields = Object.keys(changes) as ProductField[];
  const after = await deps.db.transaction(async (tx) => {
    const current = await findProductById(tx, id, true);
    if (!current) throw new ApiError(404, m.notFound(m.product), { code: 'not_found', field: 'id' });
    if (changes.item_name_code !== undefined && !(await itemExists(tx, changes.item_name_code))) {
      throw new ApiError(400, m.itemUnknown, { code: 'item_unknown', field: 'item_name_code' });
    }
    await updateProduct(tx, id, changes);
    const updated = await findProductById(tx, id);
    if (!updated) throw new ApiError(404, m.notFound(m.product), { code: 'not_found', field: 'id' });
    await writeAdminChange(tx, {
      ...actor,
      entity: 'product',
      key: current.product_code,
      action: 'update',
      before: logged(current, fields),
      after: logged(updated, fields),
    });
    return updated;
  });
  return toRow(deps, after);
}

async function lockAll(tx: Parameters<typeof findProductsByIds>[0], ids: number[]): Promise<ProductRecord[]> {
  const unique = [...new Set(ids)];
  const found = await findProductsByIds(tx, unique);
  const missing = unique.filter((id) => !found.some((p) => p.id === id));
  if (missing.length) throw new ApiError(404, m.notFound(m.product), { code: 'not_found', field: 'ids' });
  return found;
}

export async function suspendProducts(deps: AdminMasterDeps, actor: Actor, ids: number[], suspended: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const products = (await lockAll(tx, ids)).filter((p) => p.is_suspensions !== suspended);
    await setProductsSuspended(
      tx,
      products.map((p) => p.id),
      suspended,
    );
    for (const p of products) {
      await writeAdminChange(tx, {
        ...actor,
        entity: 'product',
        key: p.product_code,
        action: 'update',
        before: { is_suspensions: p.is_suspensions },
        after: { is_suspensions: suspended },
      });
    }
  });
}

/** Deletes products nothing refers to; a product with receivings, sales or reservations is 409 (suspend it instead). */
export async function removeProducts(deps: AdminMasterDeps, actor: Actor, ids: number[]): Promise<string[]> {
  const removed = await deps.db.transaction(async (tx) => {
    const products = await lockAll(tx, ids);
    const inUse = await productCodesInUse(
      tx,
      products.map((p) => p.product_code),
    );
    if (inUse.length) throw new ApiError(409, m.productHasTrades, { code: 'product_has_trades', field: 'ids' });
    await deleteProducts(
      tx,
      products.map((p) => p.id),
    );
    for (const { image1_key, image2_key, ...p } of products) {
      await writeAdminChange(tx, {
        ...actor,
        entity: 'product',
        key: p.product_code,
        action: 'delete',
        before: { product_name: p.product_name, item_name_code: p.item_name_code, color: p.color },
      });
    }
    return products.flatMap((p) => [p.image1_key, p.image2_key]).filter((k): k is string => Boolean(k));
  });
  for (const key of removed) await deps.files.delete(key);
  return removed;
}
