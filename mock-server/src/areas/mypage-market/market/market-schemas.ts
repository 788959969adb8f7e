import { Type } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';
import { QueryDate } from '../common-schemas';

/** /users/market(/detail) (spec §3 Market statistics). */
const figures = { quantity: Type.Integer(), high_price: Type.Integer(), average: Type.Integer() };

export const MarketQuery = Strict({ sale_date: Type.Optional(QueryDate) });
export const MarketAnswer = Strict({
  sale_date: Nullable(Type.String()),
  recent_listing_date: Nullable(Type.String()),
  sale_dates: Type.Array(Type.String()),
  datas: Type.Array(Strict({ item_cd: Type.String(), item_name: Type.String(), ...figures })),
});

export const MarketDetailQuery = Strict({
  item_cd: Type.String({ minLength: 1, maxLength: 20 }),
  sale_date: Type.Optional(QueryDate),
  /** The trend's period, calendar days ending on the sale date (30 when left out). */
  days: Type.Optional(Type.Integer({ minimum: 7, maximum: 366, description: 'days of the daily series (default 30)' })),
  /** The trend of one variety of the item (a name of `datas`) instead of the whole item. */
  variety: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "one variety's daily series" })),
});
export const MarketDetailAnswer = Strict({
  item_cd: Type.String(),
  item_name: Type.String(),
  sale_date: Nullable(Type.String()),
  recent_listing_date: Nullable(Type.String()),
  datas: Type.Array(Strict({ variety_name: Type.String(), ...figures })),
  daily: Type.Array(Strict({ sale_date: Type.String(), ...figures })),
});
