import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedMethod = 'GET' | 'PUT';

/** Keys are relative paths of safe characters, such as `products/A001/1.jpg`. */
export const KEY_PATTERN = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._\-/]{1,300}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.endsWith('/') && !key.includes('//');
}

export function sign(secret: string, method: SignedMethod, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
}

export function signatureMatches(secret: string, method: SignedMethod, key: string, expires: number, signature: string): boolean {
  const expected = Buffer.from(sign(secret, method, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
