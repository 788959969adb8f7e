import type { FastifyCompressOptions } from '@fastify/compress';
import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Answers below this size go out uncompressed. */
export const COMPRESS_THRESHOLD = 1024;
/** Answers up to this size are compressed in one call (the JSON API's; the listing per=150 is ~135 KB). */
const ONE_CALL_BYTES = 256 * 1024;
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 1 },
};
export const GZIP_OPTIONS: ZlibOptions = { level: 1 };

/**
 * How API answers are compressed for a browser (it always sends Accept-Encoding: gzip, deflate,
 * br). At market opening every /web page load compresses two listing pages of ~45 KB: measured
 * on PostgreSQL with a browser's Accept-Encoding, @fastify/compress's defaults on two cores (a
 * zlib stream per answer above 8 KB, brotli quality 4) cost ~1 ms of CPU an answer and halved
 * the opening's throughput against uncompressed answers. One synchronous call per answer costs
 * 0.06–0.2 ms of the same bytes (no stream, context or thread-pool hop), and brotli quality 1 /
 * gzip level 1 a third / a half of quality 4 / level 6 for answers ~15 % larger (a 45 KB page: 5.1 against
 * 4.4 KB). Static files are precompressed (static/static-plugin.ts) and never pass through here;
 * larger answers still stream. The read cache encodes its stored answers with the same options
 * (read-cache/read-cache-store.ts). The measurements are in docs/adr/0023-api-compression-in-one-call.md.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  // The encodings measured above, in this order. Node 24's zlib has zstd, and @fastify/compress
  // then puts it first, so browsers (which offer zstd) would get it with options nobody measured
  // while the read cache serves its stored br (read-cache-store.ts): zstd waits for its own
  // measurement.
  encodings: ['br', 'gzip', 'deflate', 'identity'],
  threshold: COMPRESS_THRESHOLD,
  syncThreshold: ONE_CALL_BYTES,
  brotliOptions: BROTLI_OPTIONS,
  zlibOptions: GZIP_OPTIONS,
};
