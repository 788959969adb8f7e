import type { HistorySubject, KeyDay, KeyKind, LotHistory } from './price-history-repository';

/** A lot's subject without its item's products (those are held once per item). */
type LotSubject = Omit<HistorySubject, 'item_products'>;

/** One key's closed days from `from` ('YYYY/MM/DD') to the roll-up's through. */
interface ClosedEntry {
  from: string;
  days: KeyDay[];
}

const slot = (by: KeyKind, key: string) => `${by === 'product' ? 'p' : 's'}:${key}`;
const slashed = (date: string) => date.replace(/-/g, '/');

/**
 * What a lot's history reads of the past, held in memory by live-days-cache.ts: each lot's
 * subject, each item's products, and each product's and shipper's rolled-up days. At opening
 * every lot opened asked the database for them again, and on PGlite that one statement per
 * question was what queued. None of it moves with a purchase (today's lines are not rolled up);
 * the owner forgets it all whenever the roll-up, a product, a receiving or a past line may have
 * moved (it is cleared with the range and with everything).
 */
export class ClosedDaysMemory {
  private readonly lots = new Map<number, LotSubject>();
  private readonly items = new Map<string, HistorySubject['item_products']>();
  private readonly closed = new Map<string, ClosedEntry>();

  clear(): void {
    this.lots.clear();
    this.items.clear();
    this.closed.clear();
  }

  /** The lot's history from `from` ('YYYY-MM-DD') if memory holds all of it, else undefined. */
  lot(webItemId: number, from: string): LotHistory | undefined {
    const lot = this.lots.get(webItemId);
    const itemProducts = lot && this.items.get(lot.item_cd);
    if (!lot || !itemProducts) return undefined;
    const since = slashed(from);
    const products = this.held(
      'product',
      itemProducts.map((p) => p.shohin_cd),
      since,
    );
    const shipper = this.held('shipper', [lot.shukkasha_cd], since);
    if (!products || !shipper) return undefined;
    return { subject: { ...lot, item_products: itemProducts }, products, shipper };
  }

  /** Keeps what one read of the lot found (its closed days from `from`, every key of them, days or none). */
  keep(webItemId: number, from: string, read: LotHistory): void {
    const { item_products, ...lot } = read.subject;
    this.lots.set(webItemId, lot);
    this.items.set(lot.item_cd, item_products);
    const since = slashed(from);
    this.keepDays(
      'product',
      item_products.map((p) => p.shohin_cd),
      since,
      read.products,
    );
    this.keepDays('shipper', [lot.shukkasha_cd], since, read.shipper);
  }

  private held(by: KeyKind, keys: string[], since: string): KeyDay[] | undefined {
    const days: KeyDay[] = [];
    for (const key of keys) {
      const entry = this.closed.get(slot(by, key));
      if (!entry || entry.from > since) return undefined;
      for (const day of entry.days) if (day.date >= since) days.push(day);
    }
    return days;
  }

  private keepDays(by: KeyKind, keys: string[], since: string, days: KeyDay[]): void {
    const found = new Map<string, KeyDay[]>(keys.map((key) => [key, []]));
    for (const day of days) found.get(day.key)?.push(day);
    for (const [key, keyDays] of found) {
      const held = this.closed.get(slot(by, key));
      // A longer period already held stays (it answers this one too).
      if (!held || held.from >= since) this.closed.set(slot(by, key), { from: since, days: keyDays });
    }
  }
}
