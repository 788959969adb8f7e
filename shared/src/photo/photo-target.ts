/** Whose photo a slot shows: a product, or a receiving (lot). */
export type PhotoTarget = { shohin_cd: string } | { niuke_dempyo_no: string; niuke_no: string };

export type PhotoNo = 1 | 2;

/** A target is usable when its codes are present (a row without them has no data to attach to). */
export function isCompleteTarget(target: PhotoTarget | null | undefined): target is PhotoTarget {
  if (!target) return false;
  return 'shohin_cd' in target ? Boolean(target.shohin_cd) : Boolean(target.niuke_dempyo_no && target.niuke_no);
}
