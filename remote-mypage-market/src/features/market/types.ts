/** GET /users/market and GET /users/market/detail (spec §3 "Market statistics"; figures computed by the server from sale lines). */
interface Figures {
  /** Stems sold. */
  quantity: number;
  /** Highest per-stem price, yen. */
  high_price: number;
  /** Stem-weighted mean price, yen. */
  average: number;
}

export interface MarketItem extends Figures {
  item_cd: string;
  item_name: string;
}

export interface MarketVariety extends Figures {
  variety_name: string;
}

export interface MarketDay extends Figures {
  /** 'YYYY/MM/DD' */
  sale_date: string;
}

export interface MarketStatsResponse {
  /** The day shown: the one asked for, else the latest day with sales. */
  sale_date: string | null;
  recent_listing_date: string | null;
  /** Days with sales, newest first (the day picker's choices). */
  sale_dates: string[];
  datas: MarketItem[];
}

export interface MarketDetailResponse {
  item_cd: string;
  item_name: string;
  sale_date: string | null;
  recent_listing_date: string | null;
  datas: MarketVariety[];
  /** The item's figures per day over the last 30 days up to sale_date, oldest first. */
  daily: MarketDay[];
}

/** One row of either level as the figures components show it; key identifies it for the drill-down. */
export interface MarketFigure extends Figures {
  key: string;
  name: string;
}

export const itemFigure = (i: MarketItem): MarketFigure => ({ key: i.item_cd, name: i.item_name, quantity: i.quantity, high_price: i.high_price, average: i.average });
export const varietyFigure = (v: MarketVariety): MarketFigure => ({
  key: v.variety_name,
  name: v.variety_name,
  quantity: v.quantity,
  high_price: v.high_price,
  average: v.average,
});
