import type { Db } from '../../../db/types';
import { japanDate } from '../../../time/japan-time';
import type { WebItemFilters, WebItemSort } from '../web-item/web-item-repository';
import { subscribeToFeed, type ListingFeed } from '../../../events/listing-feed';
import type { ListingMessage, LotChange } from '../../../db/change-messages';
import { createSortCache, filterOptionsOf, matcher, pageBytes, type AnswerContext, type Lot, type Overlay, type WebFilterOptions } from './listing-view';
import { createBranchReads, directBranchReads, type BranchReads } from './branch-reads';
import { loadLots, loadMarketSettings, loadTicker, type MarketSettings, type TickerEntry, type WebNewsTickerRow } from './snapshot-repository';

export type { AnswerContext, Overlay, WebFilterOptions };

/**
 * The one model of what buyers read on /web: the lots they can see, held once per server process and shared by every buyer. Built from the database (every visible lot of today's and later sale dates), then kept current in place by
 * migration 019's feed (db/change-messages.ts): a purchase or cancel moves one lot's stock in memory (a 'lots' stock item),
 * any other change of a lot reads that lot again, a change that many lots show (product, item,
 * shipper) or a lost feed reads all again. Filters, sort and paging run in memory; what differs
 * per branch (済, 販売目安 from its margin) is an overlay applied when answering. Each lot is
 * serialised once per version; only its time- and branch-dependent fields are added per answer.
 *
 * Fresh by construction, never by a TTL: every answer first waits for feed.sync() (every change
 * committed before the request, in any process, has been applied) and then for any read of
 * changed lots to finish. While the feed is down nothing says what changed, so each answer waits
 * for a read of the whole model begun after it arrived (answers arriving together share one),
 * and the branch's own rows are read for it alone.
 */
export interface ListingSnapshot {
  /**
   * Waits until the model holds every change committed before the call and answers the
   * branch reads that go with it; rejects when the database cannot be read.
   */
  current(now: Date): Promise<BranchReads>;
  /** One page of the listing as the JSON bytes (UTF-8) of the pagination envelope (after current()). */
  pageJson(filters: WebItemFilters, page: { per: number; page: number }, overlay: Overlay, ctx: AnswerContext): Buffer;
  filterOptions(now: Date): WebFilterOptions;
  settings(): MarketSettings;
  ticker(now: Date): WebNewsTickerRow[];
  /** Lots held (diagnostics and tests). */
  readonly size: number;
  close(): Promise<void>;
}

export function createListingSnapshot(db: Db, openFeed: () => Promise<ListingFeed>): ListingSnapshot {
  const lots = new Map<number, Lot>();
  let day: string | null = null;
  let dirtyAll = true;
  const dirtyIds = new Set<number>();
  /** What a running read covers: 'all', a set of ids, or nothing. */
  let loading: 'all' | Set<number> | null = null;
  /** Stock heard while a read ran, applied over what it read (the feed is in commit order). */
  const heardStock = new Map<number, { remaining: number; hasu: number }>();
  /** Moves with every change of the lots held; stockVersion also with every stock change. */
  let structureVersion = 0;
  let stockVersion = 0;
  const sortCache = createSortCache();
  let options: { key: string; value: WebFilterOptions } | null = null;

  let settings: MarketSettings | null = null;
  let settingsSeq = 0;
  let ticker: TickerEntry[] | null = null;
  let tickerSeq = 0;
  const today = () => day ?? japanDate(new Date());
  const branches = createBranchReads(db, today, (id) => lots.get(id));
  const direct = directBranchReads(db, today);
  /** Answers that arrived while the feed was down, and how many of them the last whole read covers. */
  let askedWhileDown = 0;
  let coveredWhileDown = 0;
  let work: Promise<void> | null = null;

  const structureChanged = () => {
    structureVersion++;
    stockVersion++;
    options = null;
  };

  const onMessage = (message: ListingMessage) => {
    switch (message.kind) {
      case 'gap':
        dirtyAll = true;
        settings = null;
        settingsSeq++;
        ticker = null;
        tickerSeq++;
        branches.hear(message);
        return;
      case 'all':
        dirtyAll = true;
        branches.lotsChanged();
        return;
      case 'params':
        settings = null;
        settingsSeq++;
        return;
      case 'news':
        ticker = null;
        tickerSeq++;
        return;
      case 'lots':
        return heardLots(message.lots);
      default:
        branches.hear(message);
    }
  };

  const heardLots = (changed: LotChange[]) => {
    for (const { id, stock } of changed) {
      if (!stock) {
        dirtyIds.add(id);
        branches.lotsChanged();
        continue;
      }
      const lot = lots.get(id);
      if (lot) {
        lot.remaining_quantity = stock.remaining;
        lot.hasu = stock.hasu;
        lot.head = null;
        stockVersion++;
      }
      if (loading === 'all' || loading?.has(id)) heardStock.set(id, stock);
    }
  };

  const applyHeardStock = () => {
    for (const [id, stock] of heardStock) {
      const lot = lots.get(id);
      if (!lot) continue;
      lot.remaining_quantity = stock.remaining;
      lot.hasu = stock.hasu;
      lot.head = null;
    }
    heardStock.clear();
  };

  const rebuild = async (today: string) => {
    dirtyAll = false;
    dirtyIds.clear();
    loading = 'all';
    heardStock.clear();
    try {
      const rows = await loadLots(db, today, null);
      lots.clear();
      for (const row of rows) lots.set(row.id, { ...row, head: null });
      if (day !== today) branches.newDay(today);
      day = today;
      applyHeardStock();
      structureChanged();
    } catch (err) {
      dirtyAll = true;
      throw err;
    } finally {
      loading = null;
    }
  };

  const reload = async (today: string) => {
    const ids = new Set(dirtyIds);
    dirtyIds.clear();
    loading = ids;
    heardStock.clear();
    try {
      const rows = await loadLots(db, today, [...ids]);
      for (const id of ids) lots.delete(id);
      for (const row of rows) lots.set(row.id, { ...row, head: null });
      applyHeardStock();
      structureChanged();
    } catch (err) {
      for (const id of ids) dirtyIds.add(id);
      throw err;
    } finally {
      loading = null;
    }
  };

  const refreshSettings = async () => {
    const seq = settingsSeq;
    const value = await loadMarketSettings(db);
    if (seq === settingsSeq) settings = value;
  };
  const refreshTicker = async () => {
    const seq = tickerSeq;
    const value = await loadTicker(db);
    if (seq === tickerSeq) ticker = value;
  };

  /** Lots, parameters and ticker read again at once (the feed is down: nothing says which changed). */
  const readAll = async (today: string) => {
    [settings, ticker] = await Promise.all([loadMarketSettings(db), loadTicker(db), rebuild(today)]);
  };

  /** Until a whole read begun after answer number `asked` arrived has finished (one read at a time, shared). */
  const readAllSince = async (today: string, asked: number) => {
    while (coveredWhileDown < asked) {
      if (work) {
        await work.catch(() => undefined);
        continue;
      }
      const covers = askedWhileDown;
      work = readAll(today)
        .then(() => {
          coveredWhileDown = Math.max(coveredWhileDown, covers);
        })
        .finally(() => {
          work = null;
        });
      await work;
    }
  };

  /** One read at a time; whoever arrives meanwhile waits for it and looks again. */
  const runOnce = (today: string): Promise<void> | null => {
    if (work) return work;
    let next: (() => Promise<void>) | null = null;
    if (dirtyAll || day !== today) next = () => rebuild(today);
    else if (dirtyIds.size) next = () => reload(today);
    else if (!settings) next = refreshSettings;
    else if (!ticker) next = refreshTicker;
    if (!next) return null;
    work = next().finally(() => {
      work = null;
    });
    return work;
  };

  const subscription = subscribeToFeed(openFeed, onMessage);

  const sortedLots = (sort: WebItemSort, now: Date, day: string) =>
    sortCache.sorted(sort, now, sort === 'remaining_desc' ? stockVersion : structureVersion, () => lots.values(), day);

  return {
    async current(now) {
      const today = japanDate(now);
      if (!(await subscription.synced())) {
        // When the feed is back its gap reads everything again; until then each answer waits for a whole read.
        await readAllSince(today, ++askedWhileDown);
        return direct;
      }
      // At most 100 reads, each for changes heard while the last ran.
      for (let i = 0; i < 100; i++) {
        const running = runOnce(today);
        if (!running) return branches;
        await running;
      }
      throw new Error('listing model: changes keep arriving faster than they are read');
    },

    pageJson(filters, page, overlay, ctx) {
      const { now } = ctx;
      const today = japanDate(now).replace(/-/g, '/');
      const match = matcher(filters);
      const favorite = filters.favorites ? overlay.favorites : null;
      const offered = sortedLots(filters.sort ?? 'default', now, today);
      const start = (page.page - 1) * page.per;
      const end = start + page.per;
      // No filter (the page most buyers load): the page is a slice of the sorted, offered lots.
      const filtered = match !== null || favorite !== null;
      const rows: Lot[] = filtered ? [] : offered.slice(start, end);
      let total = filtered ? 0 : offered.length;
      for (const lot of filtered ? offered : []) {
        if ((match && !match(lot)) || (favorite && !favorite.has(lot))) continue;
        if (total >= start && total < end) rows.push(lot);
        total++;
      }
      const totalPages = Math.max(1, Math.ceil(total / page.per));
      const newSince = now.getTime() - settingsNow().newItemSeconds * 1000;
      const prefix =
        `{"currentPage":${page.page},"totalPages":${totalPages},"per":${page.per},"total":${total},` +
        `"isFirstPage":${page.page === 1},"isLastPage":${page.page >= totalPages},"datas":[`;
      return pageBytes(prefix, rows, overlay, ctx, newSince, ']}');
    },

    filterOptions(now) {
      const today = japanDate(now).replace(/-/g, '/');
      const key = `${structureVersion}|${today}`;
      if (options?.key === key) return options.value;
      const value = filterOptionsOf([...lots.values()].filter((lot) => lot.sale_date >= today));
      options = { key, value };
      return value;
    },

    settings: () => settingsNow(),

    ticker(now) {
      const at = now.getTime();
      return (ticker ?? []).filter((t) => t.start_ms <= at && t.end_ms >= at).map((t) => t.row);
    },

    get size() {
      return lots.size;
    },

    // The feed is the app's (app.listingFeed), closed with it.
    async close() {
      subscription.close();
    },
  };

  function settingsNow(): MarketSettings {
    if (!settings) throw new Error('listing snapshot: settings read before current()');
    return settings;
  }
}
