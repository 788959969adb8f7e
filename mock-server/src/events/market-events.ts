import type { Db } from '../db/types';
import { insertMarketEvent, type Viewer } from './market-event-repository';
import type { MarketEvent, MarketEventInput } from './market-event-types';

export type { Audience, MarketEvent, MarketEventInput } from './market-event-types';

/*
 * Market events travel on the change feed every process already hears (migration 008's
 * `db_changes`), as its 'event' message (db/change-messages.ts): PostgreSQL delivers it to every
 * listening process at commit, PGlite in process. The caches ignore it.
 */

/** Titles are kept short so a NOTIFY payload stays far below PostgreSQL's 8000 bytes. */
const TITLE_MAX = 200;

/**
 * Stores a market event and tells every process. A committed row is announced by the area
 * registered for its fact (events/market-facts.ts), which calls this with the fact as `source`;
 * the events no fact tells (a news going live by the clock, an administrator's act on rows
 * buyers write alike: admin-transaction/announce.ts) are published with it after their commit.
 * The notification centre and resuming streams read the event back; the streams pass it to the
 * audience's open pages. It never throws: a change that committed is never failed by its
 * announcement (a failure is only logged by the caller's logger, if given).
 *
 *   await publishMarketEvent(db, now, {
 *     audience: { to: 'branch', branchId },           // or { to: 'buyers' } / { to: 'admins' }
 *     kind: 'negotiation_answered',
 *     data: { negotiation_no: 12, status: '成立' },   // ids and states only
 *     notice: { title: '…の商談が成立しました。', link: '/web' }, // optional: the bell's row
 *   });
 */
export async function publishMarketEvent(db: Db, now: Date, input: MarketEventInput, log?: { warn: (obj: unknown, msg: string) => void }): Promise<void> {
  try {
    const notice = input.notice ? { ...input.notice, title: input.notice.title.slice(0, TITLE_MAX) } : undefined;
    await insertMarketEvent(db, { ...input, notice }, now);
  } catch (err) {
    log?.warn({ err, kind: input.kind }, 'market event not published');
  }
}

/** Whether `viewer` receives `event` (the same rule as the SQL of market-event-repository.ts). */
export function receives(viewer: Viewer, event: MarketEvent): boolean {
  if (viewer.isAdmin) return event.audience.to === 'admins';
  if (event.audience.to === 'buyers') return true;
  return event.audience.to === 'branch' && event.audience.branchId === viewer.branchId;
}

export interface MarketEventFeed {
  /** Every event committed from now on, in any process; a gap of the feed is `gap` (changes may be missed). */
  subscribe(fn: (event: MarketEvent) => void, gap: () => void): () => void;
}

/** How many event ids a process remembers to drop duplicates (PostgreSQL may deliver one on two connections). */
const SEEN_IDS = 4096;

const feeds = new WeakMap<Db, MarketEventFeed>();

/** The events of `db`'s change feed, each delivered once per process. */
export function marketEventFeed(db: Db): MarketEventFeed {
  const existing = feeds.get(db);
  if (existing) return existing;
  const listeners = new Set<{ fn: (event: MarketEvent) => void; gap: () => void }>();
  const seen = new Set<number>();
  db.changes.subscribe((message) => {
    if (message.kind === 'gap') {
      for (const l of [...listeners]) l.gap();
      return;
    }
    if (message.kind !== 'event') return;
    const { event } = message;
    if (seen.has(event.id)) return;
    seen.add(event.id);
    if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value as number);
    for (const l of [...listeners]) l.fn(event);
  });
  const feed: MarketEventFeed = {
    subscribe(fn, gap) {
      const entry = { fn, gap };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
  feeds.set(db, feed);
  return feed;
}
