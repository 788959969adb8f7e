import type { MarketFact } from '../db/change-messages';
import type { Db } from '../db/types';

export type { MarketFact };

type Announce<W extends MarketFact['what']> = (fact: Extract<MarketFact, { what: W }>) => Promise<void>;

/**
 * The facts of the change feed (migration 033's triggers: a purchase request sent or decided, a
 * negotiation asked), each handed to the one area that words it as market events
 * (publishMarketEvent with a `source` naming the fact). Writers announce nothing themselves: the
 * committed row is the announcement.
 *
 * Every process hears every fact and announces it; the source stores each event once. A fact
 * committed while a process's feed is down is announced by the processes that heard it; with a
 * single process it is missed, as any change is while the feed is down.
 */
export interface MarketFacts {
  /** How one kind of fact becomes market events: one announcer per kind, registered by its area at start. */
  on<W extends MarketFact['what']>(what: W, announce: Announce<W>): void;
  /**
   * Resolves once every fact heard so far is announced. A write's own facts are heard before its
   * transaction resolves (db/pg-db.ts waits for the feed's barrier; PGlite delivers them with the
   * COMMIT's answer), so a writer that awaits this reads its events back, as the answered user's
   * next request (the notification list) does.
   */
  settled(): Promise<void>;
  close(): void;
}

export function createMarketFacts(db: Db, log?: { warn: (obj: unknown, msg: string) => void }): MarketFacts {
  const announcers = new Map<MarketFact['what'], (fact: MarketFact) => Promise<void>>();
  let announced = Promise.resolve();
  const unsubscribe = db.changes.subscribe((message) => {
    if (message.kind !== 'fact') return;
    const { fact } = message;
    const announce = announcers.get(fact.what);
    if (!announce) return;
    // One after another, in commit order: a request's decision is never announced before its arrival.
    announced = announced.then(() => announce(fact)).catch((err: unknown) => log?.warn({ err, fact }, 'market fact not announced'));
  });
  void db.changes.start().catch(() => undefined);
  return {
    on(what, announce) {
      if (announcers.has(what)) throw new Error(`market fact '${what}' has an announcer already`);
      announcers.set(what, announce as (fact: MarketFact) => Promise<void>);
    },
    settled: () => announced,
    close: () => {
      unsubscribe();
    },
  };
}
