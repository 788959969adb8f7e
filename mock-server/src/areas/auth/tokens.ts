import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session and reset tokens. Only the hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})\s*$/i.exec(header);
  return match ? match[1] : null;
}
