import type { BundleTanka, WebItem as SharedWebItem } from 'shared';

export type { BundleTanka };

/** A lot offered at /web (spec §3 "Web item"), as GET /users/web/detail answers it. */
export interface WebItem extends SharedWebItem {
  /** Server: flagged and its recommended_start_time has passed, so the recommended price applies. */
  recommended_active?: boolean;
  /** A short note on the lot from the market (数量限定 …). */
  notice?: string;
  /** Item name (品目), e.g. バラ, as the filter lists it. */
  item_name?: string;
  /** Signed GET URL of a small product image, when the server sends one. */
  thumbnail_url?: string | null;
  /** Per-stem resale guide (販売目安): charged price incl. commission plus the branch's sell_margin_rate; null while 未定. */
  sell_price?: number | null;
  /** The sale date of the lot, 'YYYY/MM/DD'. */
  sale_date?: string;
}
