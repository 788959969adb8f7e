import path from 'node:path';

/** A year, never revalidated: the name changes whenever the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but revalidated every time (ETag / Last-Modified answer 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** Chunk names carry an 8-hex content hash (shared/build: '[name].[contenthash:8].js'); precompressed copies end in .br or .gz. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.js(\.br|\.gz)?$/;

/**
 * Cache-Control of a built file: content-hashed chunks are immutable for a year; entry points
 * keep their names across deploys (index.html, main.js, remoteEntry.js, mf-manifest.json) and are
 * revalidated, so a deploy is seen on the next load and unchanged files cost a 304.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
