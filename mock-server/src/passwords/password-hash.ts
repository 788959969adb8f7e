import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashPool, type HashJob } from './hash-pool';

/**
 * Password hashing with argon2id at OWASP's minimum, stored in the standard PHC form
 * `$argon2id$v=19$m=…,t=…,p=1$salt$hash` (unpadded base64) so any argon2 library can read it.
 * OWASP's Password Storage Cheat Sheet lists five settings of equal defence (m=47104 t=1,
 * m=19456 t=2, m=12288 t=3, m=9216 t=4, m=7168 t=5, p=1); new hashes use the one that costs this
 * server least time per sign-in without going to the smallest memory (ARGON2), and a hash made with any of the five is kept. Hashes
 * made earlier with scrypt (`scrypt$N$r$p$salt$hash`, base64url) or below the list still
 * verify; `needsRehash` tells sign-in to replace them.
 */
// m=12288 t=3: 6.5 ms here against 7.8 ms for m=19456 t=2, which put 200 sign-ins at once over 2 s.
export const ARGON2 = { m: 12_288, t: 3, p: 1 } as const;
/** OWASP's settings of equal defence, as (memory KiB, passes): a stored hash at or above one of them is kept. */
const OWASP_MINIMUMS: readonly (readonly [number, number])[] = [
  [47_104, 1],
  [19_456, 2],
  [12_288, 3],
  [9_216, 4],
  [7_168, 5],
];
const KEY_LENGTH = 32;
const MAX_KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** Runs on the hashing workers (hash-pool.ts), never on libuv's shared pool. */
function derive(job: HashJob, mayRefuse = false): Promise<Buffer> {
  return hashPool.run({ ...job, plain: job.plain.normalize('NFC') } as HashJob, mayRefuse);
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive({ algorithm: 'argon2id', plain, salt, params: { ...ARGON2, keyLength: KEY_LENGTH } });
  return `$argon2id$v=19$m=${ARGON2.m},t=${ARGON2.t},p=${ARGON2.p}$${b64(salt)}$${b64(key)}`;
}

/** True for a stored hash weaker or older than today's argon2id setting (scrypt, lower cost). */
export function needsRehash(stored: string): boolean {
  const parsed = parseArgon2(stored);
  return !parsed || !OWASP_MINIMUMS.some(([m, t]) => parsed.m >= m && parsed.t >= t);
}

const ARGON2_FORM = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,88})\$([A-Za-z0-9+/]{43,86})$/;

function parseArgon2(stored: string) {
  const match = ARGON2_FORM.exec(stored);
  if (!match) return null;
  const [m, t, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounded, so a damaged row cannot make a sign-in burn gigabytes or hours.
  if (m < 8 * p || m > 262_144 || t < 1 || t > 10 || p < 1 || p > 4) return null;
  return { m, t, p, salt: Buffer.from(match[4], 'base64'), hash: Buffer.from(match[5], 'base64') };
}

function scryptJob(plain: string, stored: string): { job: HashJob; expected: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, hashText] = parts;
  const [n, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < KEY_LENGTH || expected.length > MAX_KEY_LENGTH) return null;
  return { job: { algorithm: 'scrypt', plain, salt: Buffer.from(saltText, 'base64url'), params: { N: n, r, p, keyLength: expected.length } }, expected };
}

/** Checks a password; rejects with HashBusyError at once when the hashing workers are saturated. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const argon2 = parseArgon2(stored);
  let check: { job: HashJob; expected: Buffer } | null = null;
  if (argon2 && argon2.hash.length >= KEY_LENGTH && argon2.hash.length <= MAX_KEY_LENGTH && argon2.salt.length >= 8) {
    const { m, t, p, salt, hash } = argon2;
    check = { job: { algorithm: 'argon2id', plain, salt, params: { m, t, p, keyLength: hash.length } }, expected: hash };
  } else check = scryptJob(plain, stored);
  if (!check) return false;
  const actual = await derive(check.job, true);
  return timingSafeEqual(actual, check.expected);
}
