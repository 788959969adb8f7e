import { Type } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';

/** GET /users/market/history: a lot's price history (a path and payload of our own, fixed here). */
export const PriceHistoryQuery = Strict({
  id: Type.Integer({ minimum: 1, description: 'web item (lot) id' }),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'calendar days ending today' })),
});

const HistoryDays = Type.Array(
  Strict({
    date: Type.String({ description: 'YYYY/MM/DD' }),
    average: Type.Integer({ description: 'yen per stem: Σ PRICE / Σ SO_SU, rounded' }),
    high: Type.Integer({ description: 'highest yen per stem (WEB_TANKA)' }),
    quantity: Type.Integer({ description: 'stems traded' }),
  }),
  { description: 'only days with trades, oldest first' },
);

export const PriceHistoryAnswer = Strict({
  product: HistoryDays,
  variety: HistoryDays,
  item: HistoryDays,
  shipper: HistoryDays,
  last_paid: Nullable(Type.Integer({ description: "this branch's last yen per stem for the product" })),
});
