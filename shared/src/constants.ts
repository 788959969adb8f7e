import { OPEN_HOURS } from './spec/spec-values.cjs';

/** Business constants and limits of spec §9, in one place (the spec's stored values: spec/). */

export const API_TIMEOUT_MS = 150000;

/** Default page sizes per list (spec §9). */
export const PAGE_SIZE = {
  news: 50,
  newsCategory: 50,
  webNews: 50,
  mail: 50,
  product: 150,
  receiving: 150,
  /** Mail categories are fetched all at once. */
  mailCategoryAll: 10000000,
  /** The sample's pagination size. */
  sample: 10,
} as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_INCLUDE_SUSPENSION_ROWS = 0;

/** Maximum of every date input (the `max` attribute wants hyphens). */
export const DATE_INPUT_MAX = '2999-12-31';

export const IMAGE_RESIZE = { maxSide: 500, quality: 0.9 } as const;

export const NAME_LENGTH = { min: 1, max: 10 } as const;
export const ORDER_MIN = 1;

export const TOAST_AUTO_HIDE_MS = 2000;
export const MODAL_TRANSITION_MS = 500;
/** Delay before the negotiation form resets after sending (spec §4). */
export const NEGOTIATION_RESET_MS = 1000;
/** Passwords older than this many months trigger the change prompt. */
export const PASSWORD_MAX_AGE_MONTHS = 3;
/** Sample SALE_SAVE_PERIOD: the purchase cancel window in seconds. */
export const SAMPLE_SALE_SAVE_PERIOD_SECONDS = 120;

/** Opening-hour filter options: 12 '12時以降' … 23 '23時以降' (the spec module's OPEN_HOURS). */
export const TIME_OPTIONS: ReadonlyArray<{ value: number; label: string }> = OPEN_HOURS;

export const PAGE_TITLE_TEMPLATE = '%s | flower market web sales system';

/** Layout breakpoints in px (also the theme's mobile/tablet/desktop breakpoints). */
export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 1250 } as const;
/** Content widths of spec §9. */
export const LAYOUT_WIDTH = { header: 1250, newsInner: 768, marketInner: 1140 } as const;

/** The branch allowed to open /setting. */
export const HEAD_BRANCH_NUMBER = '001';

/** Market time zone: every date the app shows is Japan time, whatever the browser's zone. */
export const MARKET_TIME_ZONE = 'Asia/Tokyo';
