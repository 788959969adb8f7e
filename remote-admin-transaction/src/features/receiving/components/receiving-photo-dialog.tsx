import { PhotoDialog, PhotoSlot, type ApiRow } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';

type Receiving = ApiRow<'/admins/receiving'>;
const m = msg.receiving;

/** Spec §2's receiving photos: two receiving images and two product images, each saved and deleted on its own. */
export function ReceivingPhotoDialog({ receiving: r, onClose }: { receiving: Receiving; onClose: () => void }) {
  const niuke = { niuke_dempyo_no: r.NIUKE_DEMPYO_NO, niuke_no: r.NIUKE_NO };
  const shohin = { shohin_cd: r.SHOHIN_CD };
  return (
    <PhotoDialog open title={`${m.photoTitle} ${r.SHOHIN_NM} ${r.NIUKE_DEMPYO_NO}-${r.NIUKE_NO}`} onClose={onClose}>
      <PhotoSlot label={m.niukeImage(1)} imageUrl={r.niuke_image1} putUrl={r.niuke_image1_put_url} target={niuke} photoNo={1} />
      <PhotoSlot label={m.niukeImage(2)} imageUrl={r.niuke_image2} putUrl={r.niuke_image2_put_url} target={niuke} photoNo={2} />
      <PhotoSlot label={m.shohinImage(1)} imageUrl={r.shohin_image1} putUrl={r.shohin_image1_put_url} target={shohin} photoNo={1} />
      <PhotoSlot label={m.shohinImage(2)} imageUrl={r.shohin_image2} putUrl={r.shohin_image2_put_url} target={shohin} photoNo={2} />
    </PhotoDialog>
  );
}
