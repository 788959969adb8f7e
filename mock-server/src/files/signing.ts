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

/** Upload (PUT) URLs live at most this long, whatever the caller asks (issue 21); downloads keep theirs. */
export const MAX_UPLOAD_URL_SECONDS = 15 * 60;

/** The lifetime a signed URL gets: a PUT never more than MAX_UPLOAD_URL_SECONDS. */
export function signedLifetime(method: SignedMethod, expiresInSeconds: number): number {
  const seconds = Math.max(1, Math.floor(expiresInSeconds));
  return method === 'PUT' ? Math.min(seconds, MAX_UPLOAD_URL_SECONDS) : seconds;
}

/**
 * A file name as shown to users: the last part of whatever path a browser or a client sent
 * (`C:\\fakepath\\案内.pdf`, `../../x.pdf` → `案内.pdf`, `x.pdf`), without control characters.
 */
export function plainFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const last = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return last === '' || last === '.' || last === '..' ? 'file' : last;
}
