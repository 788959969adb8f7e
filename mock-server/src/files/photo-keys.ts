import type { FileStore } from './file-store';
import { isValidKey } from './signing';

/** Signed photo URLs last about as long as the sample's (spec §9: about 5400 s). */
export const PHOTO_URL_SECONDS = 5400;

/** Whose photo: a product (shohin_cd) or a receiving (niuke_dempyo_no + niuke_no). */
export type PhotoTarget = { kind: 'product'; shohin_cd: string } | { kind: 'receiving'; niuke_dempyo_no: string; niuke_no: string };
export type PhotoNo = 1 | 2;

const folderOf = (target: PhotoTarget) =>
  target.kind === 'product' ? `products/${target.shohin_cd}` : `receivings/${target.niuke_dempyo_no}-${target.niuke_no}`;

/**
 * Where the browser PUTs a new photo before registering it. Registration checks the bytes and
 * moves them to a fresh key, so an unchecked upload never replaces the photo buyers see.
 */
export const uploadKey = (target: PhotoTarget, photoNo: PhotoNo) => `uploads/${folderOf(target)}/${photoNo}`;

/** The key a registered photo lives at: new each time, so caches never show the old one. */
export const photoKey = (target: PhotoTarget, photoNo: PhotoNo, at: Date, extension: string) => `${folderOf(target)}/${photoNo}-${at.getTime()}.${extension}`;

/** The signed PUT URL of a photo slot (`image1_put_url`, `niuke_image1_put_url`, …), or '' when the codes cannot form a key. */
export function photoPutUrl(files: Pick<FileStore, 'createSignedUrl'>, target: PhotoTarget, photoNo: PhotoNo): string {
  const key = uploadKey(target, photoNo);
  return isValidKey(key) ? files.createSignedUrl(key, 'PUT', PHOTO_URL_SECONDS, 'image/*') : '';
}

/** The signed GET URL of a stored photo key, or null. */
export const photoGetUrl = (files: Pick<FileStore, 'createSignedUrl'>, key: string | null): string | null =>
  key ? files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS) : null;
