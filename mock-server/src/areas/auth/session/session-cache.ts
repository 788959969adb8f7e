import type { ChangeFeed } from '../../../db/change-feed';
import type { SessionRow } from './session-repository';

/**
 * Session lookups kept in memory for a few seconds, so an API call does not begin with a
 * query. Revocation stays immediate: every change that can end or alter a session (sign-out,
 * refresh and reuse detection, password change or reset, account or branch suspension,
 * permission, first login) fires a trigger (migration 008) whose notification evicts the
 * account's or branch's entries before the change's COMMIT returns in this process, and within
 * milliseconds in every other process on the same PostgreSQL. A row read while such a change
 * committed is not stored (generation check), and nothing is cached while the feed is unhealthy.
 *
 * Concurrent misses of one token share one read: a browser sends a page's calls at once, and at
 * market opening every buyer's first page would otherwise read its session five times over.
 * A call joins a read only if no session change was heard since the read began.
 */
export interface SessionCache {
  get(tokenHash: string): SessionRow | null;
  /**
   * Loads through `load` (or joins a load of the same token begun since the last session change)
   * and caches the row when no change was heard meanwhile.
   */
  load(tokenHash: string, load: () => Promise<SessionRow | null>): Promise<SessionRow | null>;
  forget(tokenHash: string): void;
  /** Unsubscribes from the feed. */
  close(): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export function createSessionCache(changes: ChangeFeed, options: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { row: SessionRow; at: number }>();
  const loading = new Map<string, { generation: number; row: Promise<SessionRow | null> }>();
  // Counts session-relevant changes only: 'data' (every purchase) must not keep rows from caching.
  let generation = 0;
  const evictWhere = (match: (row: SessionRow) => boolean) => {
    for (const [hash, entry] of entries) if (match(entry.row)) entries.delete(hash);
  };
  const unsubscribe = changes.subscribe((message) => {
    // 'data' moves with every purchase; 'event' and 'fact' are market events and what they tell (events/).
    if (message.kind === 'data' || message.kind === 'event' || message.kind === 'fact') return;
    generation++;
    if (message.kind === 'account') evictWhere((row) => row.account_id === message.accountId);
    else if (message.kind === 'branch') evictWhere((row) => row.branch_id === message.branchId);
    else entries.clear();
  });
  void changes.start().catch(() => undefined);
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (!changes.healthy || performance.now() - entry.at > options.ttlMs) {
        entries.delete(tokenHash);
        return null;
      }
      return entry.row;
    },
    load(tokenHash, load) {
      const before = generation;
      const current = loading.get(tokenHash);
      if (current && current.generation === before && changes.healthy) return current.row;
      const row = Promise.resolve()
        .then(load)
        .then((found) => {
          if (found && changes.healthy && generation === before) {
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(tokenHash, { row: found, at: performance.now() });
          }
          return found;
        })
        .finally(() => {
          if (loading.get(tokenHash)?.row === row) loading.delete(tokenHash);
        });
      loading.set(tokenHash, { generation: before, row });
      return row;
    },
    forget(tokenHash) {
      entries.delete(tokenHash);
    },
    close: () => {
      unsubscribe();
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
