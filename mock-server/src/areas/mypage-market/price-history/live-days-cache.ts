import type { Db } from '../../../db/types';
import { subscribeToFeed, type ListingFeed } from '../../../events/listing-feed';
import type { ListingMessage } from '../../../db/change-messages';
import { addDays } from '../../../time/japan-time';
import { ClosedDaysMemory } from './closed-days-memory';
import { lastPaidPrice, lastPaidPrices, liveDays, lotHistory, type KeyDay, type KeyKind, type LotHistory } from './price-history-repository';
import { currentRollup } from './rollup-repository';

/**
 * The days after the roll-up (yesterday and today), per product and per shipper, held in memory
 * by each process: every lot opened asks for its item's products and its shipper, and summing
 * their lines again on each question was most of the price history's cost at bench scale.
 *
 * Fresh by construction, never by a TTL: each question first waits for feed.sync() (every
 * change committed before it has been heard), and what the listing feed says about sale lines
 * (db/change-messages.ts) forgets exactly what it may have moved:
 *   'lines' (new web lines)  the products and shippers of their lots
 *   'sales', 'receiving', 'all', a gap, a lot's other columns (a 'lots' item without stock)  everything
 * A branch's last prices (every product it bought, one walk of its lines) are held likewise and
 * forgotten by what names the branch ('lines', 'sales'), or everything. The lots' subjects and the
 * closed days (closed-days-memory.ts) are forgotten with everything: a purchase's lines are of
 * a day after the roll-up, so only the others move them.
 * A feed that is down answers nothing from memory: the lines are read.
 */
export interface LiveDaysCache {
  /** What the process knows of the days after the roll-up, current as of the call. */
  open(today: string): Promise<LiveDays>;
  close(): void;
}

export interface LiveDays {
  /** The last rolled-up day (rolled up first when a day closed or a closed day changed). */
  through: string;
  /** The lot's subject and its item's products' and shipper's closed days from `from` to `through` (null: no such lot). */
  lot(webItemId: number, from: string): Promise<LotHistory | null>;
  /** Each of `keys`' days from the day after `through` to today. */
  days(by: KeyKind, keys: string[]): Promise<KeyDay[]>;
  /** The branch's latest per-stem price paid for the product (any day, any kind of sale), or null. */
  lastPaid(branchId: number, product: string): Promise<number | null>;
}

/** Where a lot's lines count: its product and shipper. */
interface LotKeys {
  product: string;
  shipper: string;
}

const slot = (by: KeyKind, key: string) => `${by === 'product' ? 'p' : 's'}:${key}`;

export function createLiveDaysCache(db: Db, openFeed: () => Promise<ListingFeed>): LiveDaysCache {
  /** `${through}|${today}`: the days every entry covers; another range starts afresh. */
  let range = '';
  /** The roll-up's through as last read for `today`: forgotten with everything (a closed day may have changed). */
  let rolled: { today: string; through: string } | null = null;
  const entries = new Map<string, KeyDay[]>();
  /** The lots' subjects and the closed days: moved by no purchase, forgotten with everything. */
  const closed = new ClosedDaysMemory();
  const lotKeys = new Map<number, LotKeys>();
  /** Lots with new lines whose product and shipper are not known yet: looked up before the next answer. */
  const unheardLots = new Set<number>();
  /** Moves on every forgetting: a read that began before it does not keep what it read. */
  let generation = 0;
  let placing: Promise<void> | null = null;
  const paidByBranch = new Map<number, Map<string, number>>();
  /** Moves when a branch's last prices are forgotten (`paidEpoch`: all of them). */
  const paidVersions = new Map<number, number>();
  let paidEpoch = 0;
  const forgetPaid = (branchId: number) => {
    paidByBranch.delete(branchId);
    paidVersions.set(branchId, (paidVersions.get(branchId) ?? 0) + 1);
  };
  const forgetAllPaid = () => {
    paidByBranch.clear();
    paidEpoch++;
  };

  const forgetAll = () => {
    entries.clear();
    closed.clear();
    rolled = null;
    generation++;
  };
  const forgetLot = (id: number) => {
    const keys = lotKeys.get(id);
    if (!keys) return unheardLots.add(id);
    entries.delete(slot('product', keys.product));
    entries.delete(slot('shipper', keys.shipper));
    generation++;
  };

  const hear = (message: ListingMessage) => {
    switch (message.kind) {
      case 'lines':
        forgetPaid(message.branchId);
        return message.lines.forEach((line) => forgetLot(line.web_item_id));
      case 'sales':
        forgetPaid(message.branchId);
        return forgetAll();
      case 'gap':
      case 'all':
      case 'receiving':
        if (message.kind !== 'receiving') lotKeys.clear();
        forgetAllPaid();
        return forgetAll();
      case 'lots': {
        // A stock item is stock alone (its lines say 'lines' or 'sales'); a bare lot may be another product or shipper.
        const moved = message.lots.filter((lot) => !lot.stock);
        if (moved.length === 0) return;
        for (const lot of moved) lotKeys.delete(lot.id);
        forgetAllPaid();
        forgetAll();
      }
    }
  };

  const subscription = subscribeToFeed(openFeed, hear);

  /** Learns where the lots heard of count, forgetting their product and shipper. */
  const placeUnheardLots = async () => {
    const ids = [...unheardLots];
    unheardLots.clear();
    try {
      const { rows } = await db.query<{ id: number; product: string; shipper: string }>(
        `SELECT w.id, r.shohin_cd AS product, r.shukkasha_cd AS shipper FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = ANY($1::int[])`,
        [ids],
      );
      for (const row of rows) {
        lotKeys.set(row.id, { product: row.product, shipper: row.shipper });
        forgetLot(row.id);
      }
      if (rows.length < ids.length) forgetAll();
    } catch (err) {
      forgetAll();
      throw err;
    }
  };

  /** True once memory holds every change committed before the call (false: read the lines). */
  const current = async (): Promise<boolean> => {
    try {
      const f = await subscription.feed();
      if (!f.healthy) return false;
      await f.sync();
    } catch {
      return false;
    }
    // Every question waits for the lookup under way (it may be about lines this one must see).
    while (placing || unheardLots.size > 0) {
      placing ??= placeUnheardLots().finally(() => {
        placing = null;
      });
      await placing;
    }
    return true;
  };

  /**
   * A new range (a new day, a roll-up): every product's and shipper's days in two statements, so
   * the first lots opened find them in memory instead of each reading its own.
   */
  let priming: Promise<void> | null = null;
  const prime = async (through: string, today: string) => {
    const began = generation;
    const key = `${through}|${today}`;
    const [products, shippers] = await Promise.all(
      (['product', 'shipper'] as const).map((by) => liveDays(db, by, null, addDays(through, 1), today).catch(() => null)),
    );
    if (generation !== began || range !== key) return;
    for (const [by, read] of [
      ['product', products],
      ['shipper', shippers],
    ] as const) {
      const found = new Map<string, KeyDay[]>();
      for (const day of read ?? []) found.set(day.key, [...(found.get(day.key) ?? []), day]);
      for (const [k, days] of found) entries.set(slot(by, k), days);
    }
  };

  const rolledThrough = async (today: string): Promise<string> => {
    if (rolled?.today === today) return rolled.through;
    const began = generation;
    const through = await currentRollup(db, today);
    if (generation === began) rolled = { today, through };
    return through;
  };

  return {
    async open(today) {
      if (!(await current())) {
        // The feed is down: nothing from memory.
        const through = await currentRollup(db, today);
        return {
          through,
          lot: (webItemId, from) => lotHistory(db, { webItemId, from, through }),
          days: (by, keys) => liveDays(db, by, keys, addDays(through, 1), today),
          lastPaid: (branchId, product) => lastPaidPrice(db, branchId, product),
        };
      }
      const through = await rolledThrough(today);
      const from = addDays(through, 1);
      if (range !== `${through}|${today}`) {
        range = `${through}|${today}`;
        entries.clear();
        closed.clear();
        // Lots of days gone by are not bought any more (one that is, is looked up again): memory stays a day's.
        lotKeys.clear();
        priming = prime(through, today);
      }
      await priming;
      const unmoved = (began: number) => generation === began && range === `${through}|${today}`;
      return {
        through,
        async lot(webItemId, from) {
          const held = closed.lot(webItemId, from);
          if (held) return held;
          const began = generation;
          const read = await lotHistory(db, { webItemId, from, through });
          if (read && unmoved(began)) closed.keep(webItemId, from, read);
          return read;
        },
        async days(by, keys) {
          // What memory holds is current as of the sync above; only the rest is read.
          const held: KeyDay[] = [];
          const missing: string[] = [];
          for (const key of keys) {
            const days = entries.get(slot(by, key));
            if (days) held.push(...days);
            else missing.push(key);
          }
          if (missing.length === 0) return held;
          const began = generation;
          const read = await liveDays(db, by, missing, from, today);
          if (unmoved(began)) {
            const found = new Map<string, KeyDay[]>(missing.map((key) => [key, []]));
            for (const day of read) found.get(day.key)?.push(day);
            for (const [key, days] of found) entries.set(slot(by, key), days);
          }
          return [...held, ...read];
        },
        async lastPaid(branchId, product) {
          let prices = paidByBranch.get(branchId);
          if (!prices) {
            const began = { epoch: paidEpoch, version: paidVersions.get(branchId) };
            prices = await lastPaidPrices(db, branchId);
            if (began.epoch === paidEpoch && began.version === paidVersions.get(branchId)) paidByBranch.set(branchId, prices);
          }
          return prices.get(product) ?? null;
        },
      };
    },
    close() {
      subscription.close();
    },
  };
}
