import { writeAdminChange } from '../../../logs/audit-log';
import { ApiError } from '../../../http/api-error';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { MAX_PHOTO_BYTES, reencodedPhoto, type Photo } from './photo-image';
import { photoGetUrl, photoKey, uploadKey, type PhotoNo, type PhotoTarget } from '../../../files/photo-keys';
import { lockPhotoKeys, setPhotoKey } from './photos-repository';

interface TargetFields {
  shohin_cd?: string;
  niuke_dempyo_no?: string;
  niuke_no?: string;
}

/** Exactly one form: shohin_cd, or niuke_dempyo_no with niuke_no. */
export function photoTarget(body: TargetFields): PhotoTarget {
  const receiving = body.niuke_dempyo_no !== undefined || body.niuke_no !== undefined;
  if (body.shohin_cd !== undefined && receiving) throw new ApiError(400, m.photoTargetBoth, { code: 'photo_target_both', field: 'body' });
  if (body.shohin_cd !== undefined) return { kind: 'product', shohin_cd: body.shohin_cd };
  if (body.niuke_dempyo_no !== undefined && body.niuke_no !== undefined) {
    return { kind: 'receiving', niuke_dempyo_no: body.niuke_dempyo_no, niuke_no: body.niuke_no };
  }
  throw new ApiError(400, m.photoTargetMissing, { code: 'photo_target_missing', field: 'body' });
}

const entityOf = (t: PhotoTarget) =>
  t.kind === 'product' ? { entity: 'product', key: t.shohin_cd } : { entity: 'receiving', key: `${t.niuke_dempyo_no}-${t.niuke_no}` };
const field = (t: PhotoTarget, no: PhotoNo) => (t.kind === 'product' ? `image${no}` : `niuke_image${no}`);

async function answer(deps: AdminMasterDeps, keys: { 1: string | null; 2: string | null }, message: string) {
  return { message, image1: photoGetUrl(deps.files, keys[1]), image2: photoGetUrl(deps.files, keys[2]) };
}

/**
 * Registers the photos the browser PUT to the target's upload keys: each must decode as the JPEG,
 * PNG or WebP its type says, within MAX_PHOTO_BYTES. The photo as encoded again goes to a fresh
 * key (buyers' signed GET URLs point there), the old photo is removed, and the change is logged.
 */
export async function registerPhotos(deps: AdminMasterDeps, actor: Actor, body: TargetFields & { image1: boolean; image2: boolean }, message: string) {
  const target = photoTarget(body);
  const numbers = ([1, 2] as const).filter((no) => (no === 1 ? body.image1 : body.image2));
  if (!numbers.length) throw new ApiError(400, m.photoFlags, { code: 'photo_flags', field: 'body' });
  const uploads = new Map<PhotoNo, Photo>();
  for (const no of numbers) {
    const file = await deps.files.get(uploadKey(target, no));
    if (!file) throw new ApiError(400, m.photoNotUploaded, { code: 'photo_not_uploaded', field: `image${no}` });
    if (file.body.length > MAX_PHOTO_BYTES)
      throw new ApiError(400, m.photoTooLarge(MAX_PHOTO_BYTES / 1024 / 1024), { code: 'photo_too_large', field: `image${no}` });
    const photo = await reencodedPhoto(file.body, file.contentType);
    if (!photo) throw new ApiError(400, m.photoType, { code: 'photo_type', field: `image${no}` });
    uploads.set(no, photo);
  }
  const replaced: string[] = [];
  const after = await deps.db.transaction(async (tx) => {
    const keys = await lockPhotoKeys(tx, target);
    if (!keys) throw new ApiError(404, m.photoTargetMissing, { code: 'photo_target_missing', field: 'body' });
    const before = { ...keys };
    for (const [no, upload] of uploads) {
      const key = photoKey(target, no, actor.at, upload.extension);
      await deps.files.put(key, upload.body, upload.type);
      await setPhotoKey(tx, target, no, key);
      if (keys[no]) replaced.push(keys[no]);
      keys[no] = key;
    }
    await writeAdminChange(tx, { ...actor, ...entityOf(target), action: 'update', before: fieldsOf(target, before), after: fieldsOf(target, keys) });
    return keys;
  });
  for (const no of uploads.keys()) await deps.files.delete(uploadKey(target, no));
  for (const key of replaced) await deps.files.delete(key);
  return answer(deps, after, message);
}

/** Removes one photo of a product or receiving (404 when there is none), and logs it. */
export async function deletePhoto(deps: AdminMasterDeps, actor: Actor, body: TargetFields & { photo_no: PhotoNo }, message: string) {
  const target = photoTarget(body);
  const { removed, keys } = await deps.db.transaction(async (tx) => {
    const current = await lockPhotoKeys(tx, target);
    if (!current) throw new ApiError(404, m.photoTargetMissing, { code: 'photo_target_missing', field: 'body' });
    const old = current[body.photo_no];
    if (!old) throw new ApiError(404, m.photoTargetMissing, { code: 'photo_target_missing', field: 'photo_no' });
    const next = { ...current, [body.photo_no]: null };
    await setPhotoKey(tx, target, body.photo_no, null);
    await writeAdminChange(tx, { ...actor, ...entityOf(target), action: 'update', before: fieldsOf(target, current), after: fieldsOf(target, next) });
    return { removed: old, keys: next };
  });
  await deps.files.delete(removed);
  return answer(deps, keys, message);
}

const fieldsOf = (t: PhotoTarget, keys: { 1: string | null; 2: string | null }) => ({ [field(t, 1)]: keys[1], [field(t, 2)]: keys[2] });
