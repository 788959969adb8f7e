import { createChangeHub } from '../../src/db/change-feed';
import { createSessionCache } from '../../src/areas/auth/session/session-cache';
import { authenticateHash } from '../../src/areas/auth/session/session-service';
import type { SessionRow } from '../../src/areas/auth/session/session-repository';
import type { Db } from '../../src/db/types';
import { defaultConfig } from '../../src/config';

/**
 * A browser sends a page's calls at once. At market opening each buyer's first page
 * must read its session once, not once per call, and a page whose session is due its
 * last-used write must write it once; revocation must stay immediate all the same.
 */
/** The session rules the server runs with (2 h idle, 12 h absolute). */
const policy = defaultConfig().session;
const now = new Date('2026-11-28T09:00:00+09:00');

function sessionRow(lastUsed: Date = now): SessionRow {
  return {
    session_id: 7,
    family_id: 7,
    rotated_at: null,
    last_used_at: lastUsed,
    absolute_expires_at: new Date(now.getTime() + 3_600_000),
    revoked_at: null,
    rotated_grace_until: null,
    account_id: 3,
    login_id: '1001-001',
    is_admin: false,
    is_first_login: false,
    suspended: false,
    branch_id: 1,
    baisan_cd: '1001',
    baisan_eda: '001',
    buy_permit_flg: true,
  };
}

function healthyFeed() {
  const hub = createChangeHub(async () => undefined);
  hub.setHealthy(true);
  return hub;
}

/** A load the test resolves by hand, counting its calls. */
function manualLoad() {
  const pending: { resolve: (row: SessionRow | null) => void; reject: (err: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<SessionRow | null>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('session cache: the calls of one page', () => {
  it('reads a session once for five calls sent at once, and every call gets it', async () => {
    const cache = createSessionCache(healthyFeed(), { ttlMs: 10_000, maxEntries: 100 });
    const { load, pending } = manualLoad();
    const calls = Array.from({ length: 5 }, () => cache.load('hash-a', load));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    pending[0].resolve(sessionRow());
    const rows = await Promise.all(calls);
    expect(rows.every((r) => r?.session_id === 7)).toBe(true);
    expect(cache.get('hash-a')?.session_id).toBe(7);
    cache.close();
  });

  it('does not let a call join a read begun before a session change was heard', async () => {
    const feed = healthyFeed();
    const cache = createSessionCache(feed, { ttlMs: 10_000, maxEntries: 100 });
    const { load, pending } = manualLoad();
    const early = cache.load('hash-a', load);
    await Promise.resolve();
    feed.emit({ kind: 'account', accountId: 3 }); // e.g. sign-out committed while the first read was on its way
    const late = cache.load('hash-a', load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    pending[0].resolve(sessionRow());
    pending[1].resolve({ ...sessionRow(), revoked_at: now });
    expect((await early)?.revoked_at).toBeNull();
    expect((await late)?.revoked_at).toEqual(now);
    // The read that straddled the change is not kept; the later one is.
    expect(cache.get('hash-a')?.revoked_at).toEqual(now);
    cache.close();
  });

  it('shares a failed read with the calls that joined it, and reads again on the next call', async () => {
    const cache = createSessionCache(healthyFeed(), { ttlMs: 10_000, maxEntries: 100 });
    const { load, pending } = manualLoad();
    const calls = [cache.load('hash-a', load), cache.load('hash-a', load)];
    await Promise.resolve();
    pending[0].reject(new Error('connection lost'));
    await expect(Promise.all(calls)).rejects.toThrow('connection lost');
    const again = cache.load('hash-a', load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1].resolve(sessionRow());
    expect((await again)?.session_id).toBe(7);
    cache.close();
  });

  it('reads separately for different tokens', async () => {
    const cache = createSessionCache(healthyFeed(), { ttlMs: 10_000, maxEntries: 100 });
    const { load, pending } = manualLoad();
    const a = cache.load('hash-a', load);
    const b = cache.load('hash-b', load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    pending.forEach((p) => p.resolve(sessionRow()));
    await Promise.all([a, b]);
    cache.close();
  });

  it('writes a due last-used time once for five calls sent at once', async () => {
    const cache = createSessionCache(healthyFeed(), { ttlMs: 10_000, maxEntries: 100 });
    const row = sessionRow(new Date(now.getTime() - 60_000));
    await cache.load('hash-a', async () => row);
    const writes: unknown[][] = [];
    const db = {
      query: jest.fn(async (sql: string, params: unknown[]) => {
        if (sql.startsWith('UPDATE sessions')) writes.push(params);
        return { rows: [], rowCount: 1 };
      }),
    } as unknown as Db;
    const users = await Promise.all(Array.from({ length: 5 }, () => authenticateHash(db, 'hash-a', now, policy, cache)));
    expect(users.every((u) => u?.loginId === '1001-001')).toBe(true);
    expect(writes).toEqual([[7, now]]);
    expect(cache.get('hash-a')?.last_used_at).toEqual(now);
    cache.close();
  });

  it('keeps the last-used time due when its write fails, so the next call writes it', async () => {
    const cache = createSessionCache(healthyFeed(), { ttlMs: 10_000, maxEntries: 100 });
    const before = new Date(now.getTime() - 60_000);
    await cache.load('hash-a', async () => sessionRow(before));
    const db = { query: jest.fn().mockRejectedValueOnce(new Error('connection lost')) } as unknown as Db;
    await expect(authenticateHash(db, 'hash-a', now, policy, cache)).rejects.toThrow('connection lost');
    expect(cache.get('hash-a')?.last_used_at).toEqual(before);
    cache.close();
  });
});
