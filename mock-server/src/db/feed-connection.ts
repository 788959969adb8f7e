import { statementBatcher } from './statement-batcher';
import { listeningClient } from './listening-client';

/**
 * The one connection of a process that LISTENs, on every channel the process hears:
 * db_changes (migration 008, the caches) and listing_changes (migration 019, the shared
 * listing). PostgreSQL wakes every listening session of the database at each commit that
 * notifies, whatever its channels: with every pool connection listening, each purchase woke a
 * dozen sessions per process, and purchases a second on the market's own workload fell by a third
 * (docs/adr/0011-caches-invalidated-by-the-database.md). Now each process has one, plus the live-stock stream's.
 *
 * Its barrier is how a process hears what it has just committed: a query on this connection is
 * answered only after every notification committed before it began (PostgreSQL delivers them to
 * a listening session ahead of the answer). Callers arriving while one runs share the next one.
 */
export interface FeedConnection {
  /** `hear` gets the channel's payloads; `up` each time LISTEN is (again) in place, `down` when lost. */
  listen(channel: string, events: ChannelEvents): () => void;
  /**
   * Resolves once every notification committed before the call has been delivered; with
   * `flush`, also once the WAL up to now is on disk (asynchronous commits included: the
   * barrier then takes a transaction id, whose synchronous commit waits for the flush).
   * Rejects while the connection is down.
   */
  sync(flush?: boolean): Promise<void>;
  readonly up: boolean;
  /** Settles once the first attempt has connected or failed. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface ChannelEvents {
  notification(payload: string): void;
  up(): void;
  down(): void;
}

export function feedConnection(connectionString: string, channels: readonly string[]): FeedConnection {
  const byChannel = new Map<string, Set<ChannelEvents>>(channels.map((c) => [c, new Set()]));
  const each = (fn: (e: ChannelEvents) => void) => {
    for (const set of byChannel.values()) for (const e of set) fn(e);
  };
  let up = false;
  const listening = listeningClient(connectionString, channels, {
    notification: (channel, payload) => {
      for (const e of byChannel.get(channel) ?? []) e.notification(payload);
    },
    up: () => {
      up = true;
      each((e) => e.up());
    },
    down: () => {
      up = false;
      each((e) => e.down());
    },
  });

  // One barrier query for every sync() arriving while one runs (db/statement-batcher.ts).
  const barrier = statementBatcher(async (flushes: boolean[]) => {
    const client = listening.current();
    if (!client || !up) throw new Error('feed connection down');
    await client.query(flushes.some(Boolean) ? 'SELECT pg_current_xact_id()' : 'SELECT 1');
    return flushes.map(() => undefined);
  });

  return {
    listen(channel, events) {
      const set = byChannel.get(channel);
      if (!set) throw new Error(`feed connection: channel ${channel} is not listened to`);
      set.add(events);
      if (up) events.up();
      return () => set.delete(events);
    },
    async sync(flush = false) {
      await listening.ready;
      return barrier(flush);
    },
    get up() {
      return up;
    },
    ready: listening.ready,
    async close() {
      for (const set of byChannel.values()) set.clear();
      up = false;
      await listening.close();
    },
  };
}
