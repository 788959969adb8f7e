import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashPool } from './hash-pool';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
 * The stored string describes itself — `scrypt$N$r$p$salt$hash` (base64url) — so the cost
 * can be raised later and old hashes still verify.
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** scrypt on the hashing workers (hash-pool.ts), never on libuv's shared pool. */
function derive(plain: string, salt: Buffer, n: number, r: number, p: number, keyLength: number, mayRefuse = false): Promise<Buffer> {
  return hashPool.run({ algorithm: 'scrypt', plain: plain.normalize('NFC'), salt, params: { N: n, r, p, keyLength } }, mayRefuse);
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password; rejects with HashBusyError at once when the hashing workers are saturated. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts;
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  // Bounded, so a damaged row cannot make a sign-in burn gigabytes or accept a short key.
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0) return false;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < KEY_LENGTH) return false;
  const actual = await derive(plain, Buffer.from(saltText, 'base64url'), n, r, p, expected.length, true);
  return timingSafeEqual(actual, expected);
}
