import type { ApiAnswer } from 'shared';

/** GET /users/market and GET /users/market/detail (spec §3 "Market statistics"), as the server's contract declares them. */
export type MarketStatsResponse = ApiAnswer<'/users/market', 'get'>;
type MarketItem = MarketStatsResponse['datas'][number];
export type MarketDetailResponse = ApiAnswer<'/users/market/detail', 'get'>;
type MarketVariety = MarketDetailResponse['datas'][number];
export type MarketDay = MarketDetailResponse['daily'][number];

/** The figures of one row: stems sold, highest and stem-weighted mean per-stem price (yen). */
type Figures = Pick<MarketItem, 'quantity' | 'high_price' | 'average'>;

/** One row of either level as the figures components show it; key identifies it for the drill-down. */
export interface MarketFigure extends Figures {
  key: string;
  name: string;
}

export const itemFigure = (i: MarketItem): MarketFigure => ({
  key: i.item_cd,
  name: i.item_name,
  quantity: i.quantity,
  high_price: i.high_price,
  average: i.average,
});
export const varietyFigure = (v: MarketVariety): MarketFigure => ({
  key: v.variety_name,
  name: v.variety_name,
  quantity: v.quantity,
  high_price: v.high_price,
  average: v.average,
});
