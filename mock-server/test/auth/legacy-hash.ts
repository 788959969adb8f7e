import { scryptSync } from 'node:crypto';

/** An scrypt hash as the server stored them before argon2id (N=2^14 keeps the test quick). */
export function legacyScryptHash(plain: string): string {
  const salt = Buffer.from('legacy-salt-0123');
  const key = scryptSync(plain.normalize('NFC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
