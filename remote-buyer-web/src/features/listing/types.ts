import type { Variety } from 'shared';

/** The admin Time window as GET /users/web reports it (Japan time). */
export interface WebHours {
  START_TIME: string;
  END_TIME: string;
  is_open: boolean;
  /** ISO instant when buying opens next; null while open. */
  opens_at: string | null;
  /** '本日09:00' / '明日09:00'; null while open. */
  opens_at_label: string | null;
  /** The server's sentence for a closed market, when it sends one. */
  message: string | null;
}

/** GET /users/web: the values the listing's filters can take (spec §3 "Listing filters"). */
export interface WebFilterOptions {
  item_names: string[];
  /** 'YYYY/MM/DD' */
  sale_dates: string[];
  color_groups: string[];
  shippers: string[];
  varieties: Variety[];
  colors: string[];
  open_hours: { value: number; label: string }[];
  is_web_open: boolean;
  is_recommended: boolean;
  notice: string;
  web_hours: WebHours;
  /** The head branch set this branch's purchases to need its approval: no 購入, next order and 商談 stay. */
  purchase_approval_required?: boolean;
  /** The branch's margin (%) from /setting; the 販売目安 shows only when it is above 0. */
  sell_margin_rate?: number;
  /** TAX_RATE system parameter (%): the quantity dialog's 消費税. */
  tax_rate?: number;
  /** The branch's SALE_RATE (%): the market's commission (手数料) on each stem. */
  sale_rate?: number;
}
