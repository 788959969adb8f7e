import type { Queryable } from '../db/types';
import { decodeListing, decodeStock, LISTING_CHANNEL, STOCK_CHANNEL, type LotChange, type StockChange } from '../db/change-messages';

/** The channels the live stock hears: the lots' own rows, and the facts migration 032 composes. */
export const STOCK_FEED_CHANNELS = [LISTING_CHANNEL, STOCK_CHANNEL] as const;

/**
 * Turns the change feed's notifications into the browsers' stock events, in the order they were
 * committed: a lot whose stock alone moved is told as it says; a lot that changed otherwise (price,
 * flags, tiers, listed or removed) is read again and told with `listing_changed`, so open
 * listings refetch it (a lot no longer there shows no stock). web_stock payloads already are
 * events. When the lots could not be read, `gap` is told: the streams end and their clients
 * reload. A payload no decoder reads (a newer server's, say) is not taken for one: only 'lots'
 * matter here, and ending every stream of every process for it would reload every open page.
 */
export function stockFromFeed(db: Queryable, emit: (change: StockChange) => void, gap: () => void): (channel: string, payload: string) => void {
  let told = Promise.resolve();
  return (channel, payload) => {
    const heard = changesOf(db, channel, payload);
    // A lot read again must not overtake, nor be overtaken by, what was committed after it.
    told = told
      .then(async () => {
        const changes = await heard;
        if (changes === 'gap') return gap();
        for (const change of changes) emit(change);
      })
      .catch(() => undefined);
  };
}

async function changesOf(db: Queryable, channel: string, payload: string): Promise<StockChange[] | 'gap'> {
  if (channel === STOCK_CHANNEL) return decodeStock(payload) ?? [];
  const message = decodeListing(payload);
  if (message.kind !== 'lots') return [];
  return lotChanges(db, message.lots).catch(() => 'gap' as const);
}

async function lotChanges(db: Queryable, lots: readonly LotChange[]): Promise<StockChange[]> {
  const reread = lots.filter((lot) => !lot.stock).map((lot) => lot.id);
  const now = reread.length ? await lotsNow(db, reread) : new Map<number, StockChange>();
  return lots.map((lot) =>
    lot.stock
      ? { id: lot.id, remaining_quantity: lot.stock.remaining, hasu: lot.stock.hasu }
      : { ...(now.get(lot.id) ?? { id: lot.id, remaining_quantity: 0, hasu: 0 }), listing_changed: true },
  );
}

async function lotsNow(db: Queryable, ids: number[]): Promise<Map<number, StockChange>> {
  const { rows } = await db.query<StockChange>('SELECT id, remaining_quantity, hasu FROM web_items WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((row) => [row.id, { id: row.id, remaining_quantity: row.remaining_quantity, hasu: row.hasu }]));
}
