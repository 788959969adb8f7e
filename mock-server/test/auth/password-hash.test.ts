import { hashPassword, verifyPassword } from '../../src/areas/auth/password/password-hash';

describe('password hashing', () => {
  it("uses scrypt at OWASP's cost (N=2^17, r=8, p=1) with a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword('buyer-pass-1'), hashPassword('buyer-pass-1')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('buyer-pass-1', a)).toBe(true);
    expect(await verifyPassword('buyer-pass-1', b)).toBe(true);
  });

  it('refuses a wrong password and a damaged or foreign hash', async () => {
    const hash = await hashPassword('buyer-pass-1');
    expect(await verifyPassword('buyer-pass-2', hash)).toBe(false);
    expect(await verifyPassword('buyer-pass-1', hash.slice(0, -2))).toBe(false);
    expect(await verifyPassword('buyer-pass-1', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('buyer-pass-1', 'scrypt$0$8$1$aa$bb')).toBe(false);
  });
});
