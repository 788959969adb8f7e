import { verifySync } from '@node-rs/argon2';
import { hashPassword, needsRehash, verifyPassword } from '../../src/passwords/password-hash';
import { legacyScryptHash } from './legacy-hash';

describe('password hashing', () => {
  it("stores argon2id at OWASP's minimum (m=12 MiB, t=3, p=1) in PHC form with a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword('buyer-pass-1'), hashPassword('buyer-pass-1')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('buyer-pass-1', a)).toBe(true);
    expect(await verifyPassword('buyer-pass-1', b)).toBe(true);
    // The standard form: the reference binding reads it as well.
    expect(verifySync(a, 'buyer-pass-1')).toBe(true);
    expect(needsRehash(a)).toBe(false);
  });

  it('refuses a wrong password and a damaged or foreign hash', async () => {
    const hash = await hashPassword('buyer-pass-1');
    expect(await verifyPassword('buyer-pass-2', hash)).toBe(false);
    expect(await verifyPassword('buyer-pass-1', hash.slice(0, -2))).toBe(false);
    expect(await verifyPassword('buyer-pass-1', hash.replace('m=12288', 'm=999999999'))).toBe(false);
    expect(await verifyPassword('buyer-pass-1', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('buyer-pass-1', 'scrypt$0$8$1$aa$bb')).toBe(false);
  });

  it('still verifies an earlier scrypt hash, and marks it (and a cheaper argon2id) for upgrade', async () => {
    const legacy = legacyScryptHash('buyer-pass-1');
    expect(await verifyPassword('buyer-pass-1', legacy)).toBe(true);
    expect(await verifyPassword('buyer-pass-2', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash((await hashPassword('x')).replace('t=3', 't=2'))).toBe(true);
  });

  it("keeps a hash made with any of OWASP's equal settings (the earlier m=19 MiB t=2 among them) and upgrades one below them all", async () => {
    const stored = (m: number, t: number) => `$argon2id$v=19$m=${m},t=${t},p=1$${'A'.repeat(22)}$${'B'.repeat(43)}`;
    for (const [m, t] of [
      [47_104, 1],
      [19_456, 2],
      [12_288, 3],
      [9_216, 4],
      [7_168, 5],
      [65_536, 3],
    ])
      expect(needsRehash(stored(m, t))).toBe(false);
    for (const [m, t] of [
      [47_103, 1],
      [19_456, 1],
      [12_288, 2],
      [7_168, 4],
      [4_096, 10],
    ])
      expect(needsRehash(stored(m, t))).toBe(true);
  });
});
