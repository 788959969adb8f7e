import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session and reset tokens. Only the hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (every authenticated request pays it: one call, no Hash object). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})\s*$/i.exec(header);
  return match ? match[1] : null;
}
