import type { FileStore } from '../../../files/file-store';
import { isValidKey } from '../../../files/signing';

/** Signed photo URLs last about as long as the sample's (spec §9: about 5400 s). */
const PHOTO_URL_SECONDS = 5400;

/**
 * The upload keys of the two-step photo upload (POST /admins/products/upload-image registers
 * what the browser PUT there): uploads/products/<SHOHIN_CD>/<n> and
 * uploads/receivings/<NIUKE_DEMPYO_NO>-<NIUKE_NO>/<n>.
 */
const uploadKey = (folder: string, no: 1 | 2) => `uploads/${folder}/${no}`;

type Files = Pick<FileStore, 'createSignedUrl'>;

const getUrl = (files: Files, key: string | null) => (key ? files.createSignedUrl(key, 'GET', PHOTO_URL_SECONDS) : null);
const putUrl = (files: Files, key: string) => (isValidKey(key) ? files.createSignedUrl(key, 'PUT', PHOTO_URL_SECONDS) : '');

export interface PhotoKeys {
  SHOHIN_CD: string;
  NIUKE_DEMPYO_NO: string;
  NIUKE_NO: string;
  shohin_image1_key: string | null;
  shohin_image2_key: string | null;
  niuke_image1_key: string | null;
  niuke_image2_key: string | null;
}

/** The four photo slots of a receiving: two of its product, two of its own, each with a PUT URL. */
export function receivingPhotoUrls(files: Files, r: PhotoKeys) {
  const product = `products/${r.SHOHIN_CD}`;
  const receiving = `receivings/${r.NIUKE_DEMPYO_NO}-${r.NIUKE_NO}`;
  return {
    shohin_image1: getUrl(files, r.shohin_image1_key),
    shohin_image2: getUrl(files, r.shohin_image2_key),
    niuke_image1: getUrl(files, r.niuke_image1_key),
    niuke_image2: getUrl(files, r.niuke_image2_key),
    shohin_image1_put_url: putUrl(files, uploadKey(product, 1)),
    shohin_image2_put_url: putUrl(files, uploadKey(product, 2)),
    niuke_image1_put_url: putUrl(files, uploadKey(receiving, 1)),
    niuke_image2_put_url: putUrl(files, uploadKey(receiving, 2)),
  };
}
