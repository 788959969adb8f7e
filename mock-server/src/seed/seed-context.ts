import type { Prng } from './prng';

/** What every seed builder shares: the clock reading, the generator and the market dates. */
export interface SeedContext {
  now: Date;
  rng: Prng;
  /** Today's sale date (Japan time), 'YYYY-MM-DD'. */
  today: string;
  /** The next sale date after today (the market does not sell on Sundays). */
  nextSaleDate: string;
  /** Past sale dates with history, oldest first. */
  historyDates: string[];
  /** Web lots over today and the next sale date. */
  lots: number;
  /** Total branches wanted (the named sample branches are always included). */
  branches: number;
}

export interface BranchRef {
  id: number;
  baisanCd: string;
  eda: string;
  /** SALE_RATE in percent: the market's commission on this branch's purchases. */
  saleRate: number;
}

export interface ProductRef {
  shohinCd: string;
  itemCd: string;
}

/** A table's rows ready for insertRows. */
export type Rows = Record<string, unknown>[];
