import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedMethod = 'GET' | 'PUT';

/** Keys are relative paths of safe characters, such as `products/A001/1.jpg`. */
export const KEY_PATTERN = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._\-/]{1,300}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.endsWith('/') && !key.includes('//');
}

/**
 * The signature of a URL: method, key and expiry, and for an upload also the content type it
 * accepts and a one-time nonce (`extra`), so neither can be changed without the secret.
 */
export function sign(secret: string, method: SignedMethod, key: string, expires: number, extra: readonly string[] = []): string {
  return createHmac('sha256', secret)
    .update([method, key, String(expires), ...extra].join('\n'))
    .digest('base64url');
}

export function signatureMatches(
  secret: string,
  method: SignedMethod,
  key: string,
  expires: number,
  signature: string,
  extra: readonly string[] = [],
): boolean {
  const expected = Buffer.from(sign(secret, method, key, expires, extra));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What an upload URL accepts: one type (`application/pdf`), a family (`image/*`) or anything (`*\/*`). */
export const UPLOAD_TYPE_PATTERN = /^(\*\/\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126}))$/;

/** Whether a request's Content-Type (parameters ignored, any case) is one `accepts` allows. */
export function contentTypeAllowed(accepts: string, contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (accepts === '*/*') return type !== '';
  return accepts.endsWith('/*') ? type.startsWith(accepts.slice(0, -1)) && type.length > accepts.length - 1 : type === accepts;
}

/**
 * The content type a news attachment is stored with, from its file name: the server decides it,
 * so the type a browser guesses (a CSV is text/csv on one machine and an Excel type on
 * another) never refuses an upload, and nothing can be stored as text/html.
 */
export function contentTypeOfFileName(name: string): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return FILE_TYPES[extension] ?? 'application/octet-stream';
}

const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Upload (PUT) URLs live at most this long, whatever the caller asks (a leaked one soon stops working); downloads keep theirs. */
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
