import type { Db, Queryable } from '../../db/types';
import { type WebHoursRow, findWebHours } from '../../db/settings-repository';

/**
 * The web hours as a purchase checks them, kept in memory: every buy read the same row. Migration
 * 010's trigger on web_hours says 'hours' on the change feed (the general 'data' moves with every
 * purchase, so it cannot be the signal); a gap (changes may have been missed) also drops it, and
 * while the feed is unhealthy every call reads the table.
 */
interface HoursCache {
  value: WebHoursRow | null | undefined;
  version: number;
}

const caches = new WeakMap<Db, HoursCache>();

function cacheOf(db: Db): HoursCache {
  let cache = caches.get(db);
  if (!cache) {
    const created: HoursCache = { value: undefined, version: 0 };
    db.changes.subscribe((message) => {
      if (message.kind !== 'hours' && message.kind !== 'gap') return;
      created.version++;
      created.value = undefined;
    });
    void db.changes.start().catch(() => undefined);
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** `via` reads the table when needed: inside a transaction, its tx (PGlite's one connection is busy with it). */
export async function findWebHoursCached(db: Db, via: Queryable = db): Promise<WebHoursRow | null> {
  const cache = cacheOf(db);
  if (!db.changes.healthy) return findWebHours(via);
  if (cache.value !== undefined) return cache.value;
  const version = cache.version;
  const value = await findWebHours(via);
  // A change that committed while reading must not be cached over.
  if (cache.version === version && db.changes.healthy) cache.value = value;
  return value;
}
