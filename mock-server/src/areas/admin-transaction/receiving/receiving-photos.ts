import type { FileStore } from '../../../files/file-store';
import { photoGetUrl, photoPutUrl, type PhotoTarget } from '../../../files/photo-keys';

type Files = Pick<FileStore, 'createSignedUrl'>;

export interface PhotoKeys {
  SHOHIN_CD: string;
  NIUKE_DEMPYO_NO: string;
  NIUKE_NO: string;
  shohin_image1_key: string | null;
  shohin_image2_key: string | null;
  niuke_image1_key: string | null;
  niuke_image2_key: string | null;
}

/**
 * The four photo slots of a receiving: two of its product, two of its own, each with the signed
 * PUT URL of the two-step upload (POST /admins/products/upload-image registers what was PUT).
 */
export function receivingPhotoUrls(files: Files, r: PhotoKeys) {
  const product: PhotoTarget = { kind: 'product', shohin_cd: r.SHOHIN_CD };
  const receiving: PhotoTarget = { kind: 'receiving', niuke_dempyo_no: r.NIUKE_DEMPYO_NO, niuke_no: r.NIUKE_NO };
  return {
    shohin_image1: photoGetUrl(files, r.shohin_image1_key),
    shohin_image2: photoGetUrl(files, r.shohin_image2_key),
    niuke_image1: photoGetUrl(files, r.niuke_image1_key),
    niuke_image2: photoGetUrl(files, r.niuke_image2_key),
    shohin_image1_put_url: photoPutUrl(files, product, 1),
    shohin_image2_put_url: photoPutUrl(files, product, 2),
    niuke_image1_put_url: photoPutUrl(files, receiving, 1),
    niuke_image2_put_url: photoPutUrl(files, receiving, 2),
  };
}
