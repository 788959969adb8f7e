import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/types';
import { countRecentFailures, deleteFailuresBefore, deletePairFailures, insertFailure } from './login-throttle-repository';

type Throttle = AppConfig['throttle'];

/**
 * Sign-in throttling as OWASP's Authentication Cheat Sheet advises against lockout abuse:
 * failures are counted per login id *and address*, and past `perLogin` failures the pair
 * waits a delay that doubles with each further failure (1 s, 2 s, 4 s, … up to the window).
 * Nobody is locked out by strangers: guessing at 1001-001 from one address never stops the
 * right password from the shop's own address. One address failing with many ids (`perAddress`
 * within the window) is refused as a whole. Attempts still checking their password count
 * as failures-in-waiting for their pair: a burst of guesses waits for them instead of all
 * slipping past the limit together, and correct sign-ins sent at once are never refused.
 */
const inFlight = new Map<string, { count: number; settled: Promise<void>; settle: () => void }>();
const pairKey = (loginId: string, address: string) => `${loginId.slice(0, 200)}\u0000${address}`;

export type Claim = { waitSeconds: number; done?: undefined } | { waitSeconds: 0; done: () => void };

/**
 * Whether this pair may check a password now. Either the seconds to wait (429), or the go-ahead
 * with `done`, to call once the check is over (the check counts as in flight until then).
 */
export async function claimCheck(db: Queryable, loginId: string, address: string, now: Date, limits: Throttle): Promise<Claim> {
  const key = pairKey(loginId, address);
  for (;;) {
    const r = await countRecentFailures(db, loginId, address, new Date(now.getTime() - limits.windowMs));
    const waits: number[] = [];
    if (r.by_address >= limits.perAddress && r.oldest_address) waits.push(r.oldest_address.getTime() + limits.windowMs - now.getTime());
    if (r.by_pair >= limits.perLogin && r.last_pair) {
      const delay = Math.min(limits.windowMs, 1000 * 2 ** (r.by_pair - limits.perLogin));
      waits.push(r.last_pair.getTime() + delay - now.getTime());
    }
    const wait = Math.max(0, ...waits);
    if (wait > 0) return { waitSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    const flying = inFlight.get(key);
    // No await between this test and startCheck: in this process the two are one step.
    if (!flying || r.by_pair + flying.count < limits.perLogin) return { waitSeconds: 0, done: startCheck(key) };
    await flying.settled; // their outcome decides whether this one may go
  }
}

function startCheck(key: string): () => void {
  let entry = inFlight.get(key);
  if (!entry) {
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    entry = { count: 0, settled, settle };
    inFlight.set(key, entry);
  }
  const mine = entry;
  mine.count++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    mine.count--;
    if (mine.count === 0) {
      inFlight.delete(key);
      mine.settle();
    }
  };
}

/** The password was wrong: counted. Old rows, which can never count again, go. */
export async function recordFailure(db: Queryable, loginId: string, address: string, now: Date, limits: Throttle): Promise<void> {
  await insertFailure(db, loginId, address, now);
  await deleteFailuresBefore(db, new Date(now.getTime() - 4 * limits.windowMs));
}

/** A successful sign-in forgives the pair's earlier failures. */
export async function clearFailures(db: Queryable, loginId: string, address: string): Promise<void> {
  await deletePairFailures(db, loginId, address);
}
