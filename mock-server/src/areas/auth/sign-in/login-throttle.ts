import type { AppConfig } from '../../../config';
import type { Queryable } from '../../../db/types';
import { deleteFailuresBefore, deletePairFailures, insertFailure, type RecentFailures } from './login-throttle-repository';

type Throttle = AppConfig['throttle'];

/** Failures of one login id are counted over this long, from every address. */
export const LOGIN_WINDOW_MS = 60 * 60_000;

/**
 * Sign-in throttling that stops guessing, not people (OWASP Authentication Cheat
 * Sheet). Two brakes, neither a lockout:
 * - **Per account**, from any mix of addresses: past `perLogin` failures of a login id within
 *   the hour, every attempt at that id (the right password too, or guessing would go on) waits
 *   a delay that doubles with each further failure (1 s, 2 s, 4 s … at most `windowMs`), decided
 *   before any password is checked. So one account can be tried at most about 18 times an hour
 *   (5 + 10 doubling delays + 15-minute ones) however many addresses an attacker has.
 * - **Per address**: once an address has `perAddress` failures within `windowMs`, it may no
 *   longer retry an id that has failed from it (unknown ids included) until a delay doubling
 *   with that id's failures has passed (429 without a check); an id it has not failed with is
 *   still checked, so a correct password of an account that is not itself under attack signs
 *   in at once, even from a shop's shared line or behind a proxy after 500 wrong sign-ins.
 *   Whether an id exists never changes the answer: only failure rows decide, and an unknown id
 *   is checked against a throwaway hash like a wrong password.
 * - **Per device token** (OWASP device cookies, ADR 0041): an attempt presenting a valid device
 *   token of the account is judged on that token's failures alone: past `perDevice` within the
 *   hour, the same doubling delay for that token only. Neither brake above applies to it, and its
 *   failures count on no other budget, so a stranger's failures never delay the owner's browser.
 * Attempts still checking their password count as failures-in-waiting for their login id (or
 * device token): a burst of guesses waits for them instead of slipping past the limit together,
 * and correct sign-ins sent at once are never refused.
 */
const inFlight = new Map<string, { count: number; settled: Promise<void>; settle: () => void }>();
/** Failures this process has stored so far: one stored while a password is checked may be the pair's. */
let failuresStored = 0;
const loginKey = (loginId: string) => loginId.slice(0, 200);

/**
 * The go-ahead: `done` ends the check; `forgives` tells clearFailures whether there may be rows to
 * delete; `device` is the hash of the valid device token presented (its failures are its own), else null.
 */
export type GoAhead = { waitSeconds: 0; done: () => void; forgives: () => boolean; device: string | null };
export type Claim = { waitSeconds: number; done?: undefined } | GoAhead;

/** Reads the failures at the cut-offs claimCheck gives (the caller may read more in the same statement). */
export type CountFailures = (since: Date, loginSince: Date) => Promise<RecentFailures>;

const doubling = (failuresPast: number, limits: Throttle) => Math.min(limits.windowMs, 1000 * 2 ** Math.min(30, failuresPast));

/**
 * Whether this login id may have its password checked now, from the address `count` reads
 * for. Either the seconds to wait (429), or the go-ahead with `done`, to call once the check
 * is over (it counts as in flight until then).
 */
export async function claimCheck(loginId: string, now: Date, limits: Throttle, deviceHash: string, count: CountFailures): Promise<Claim> {
  for (;;) {
    const storedBefore = failuresStored;
    const r = await count(new Date(now.getTime() - limits.windowMs), new Date(now.getTime() - LOGIN_WINDOW_MS));
    const device = r.device_valid ? deviceHash : null;
    const waits: number[] = [];
    if (device) {
      if (r.by_device >= limits.perDevice && r.last_device)
        waits.push(r.last_device.getTime() + doubling(r.by_device - limits.perDevice, limits) - now.getTime());
    } else {
      if (r.by_login >= limits.perLogin && r.last_login) waits.push(r.last_login.getTime() + doubling(r.by_login - limits.perLogin, limits) - now.getTime());
      if (r.by_address >= limits.perAddress && r.by_pair > 0 && r.last_pair)
        waits.push(r.last_pair.getTime() + doubling(r.by_pair - 1, limits) - now.getTime());
    }
    const wait = Math.max(0, ...waits);
    if (wait > 0) return { waitSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    const key = device ? `device:${device}` : loginKey(loginId);
    const [counted, budget] = device ? [r.by_device, limits.perDevice] : [r.by_login, limits.perLogin];
    const flying = inFlight.get(key);
    // No await between this test and startCheck: in this process the two are one step.
    if (!flying || counted + flying.count < budget)
      return { waitSeconds: 0, done: startCheck(key), forgives: () => (device ? r.device_stored : r.pair_stored) || failuresStored !== storedBefore, device };
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

/** The password was wrong: counted (on the device token's budget when the go-ahead names one). Old rows, which can never count again, go. */
export async function recordFailure(db: Queryable, loginId: string, address: string, claim: GoAhead, now: Date, limits: Throttle): Promise<void> {
  await insertFailure(db, loginId, address, claim.device, now);
  failuresStored++; // once stored: a count that began before may have missed it
  await deleteFailuresBefore(db, new Date(now.getTime() - Math.max(LOGIN_WINDOW_MS, 4 * limits.windowMs)));
}

/**
 * A successful sign-in forgives the pair's earlier failures, or with a device token that token's
 * (other addresses' stay counted). Skipped when the count found none and this process stored no failure since it began.
 */
export async function clearFailures(db: Queryable, loginId: string, address: string, claim: GoAhead): Promise<void> {
  if (claim.forgives()) await deletePairFailures(db, loginId, address, claim.device);
}
