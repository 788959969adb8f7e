import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { fileMessages } from '../areas/system/messages';
import { ApiError } from '../http/api-error';
import { Strict, typed } from '../http/contract';
import { contentTypeAllowed, isValidKey, signatureMatches, UPLOAD_TYPE_PATTERN, type SignedMethod } from './signing';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Types a browser may render inline; anything else is sent as a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)(;|$)/i;

const querystring = Strict({
  expires: Type.Integer({ minimum: 0 }),
  sig: Type.String({ minLength: 1, maxLength: 200 }),
  // Upload URLs only: the content type accepted and the one-time nonce, both signed.
  type: Type.Optional(Type.String({ maxLength: 260 })),
  nonce: Type.Optional(Type.String({ maxLength: 100 })),
});
type SignedQuery = { expires: number; sig: string; type?: string; nonce?: string };
const params = Strict({ '*': Type.String() });

/**
 * The request body as it arrives, refused with 413 as soon as it passes MAX_FILE_BYTES (the
 * store then rolls back: nothing is stored), or with 400 when it holds no byte at all. Only
 * the first chunk is read before the store starts writing.
 */
async function checkedBody(source: AsyncIterable<Uint8Array> | undefined): Promise<AsyncIterable<Uint8Array>> {
  const empty = () => new ApiError(400, fileMessages.empty, { code: 'empty', field: 'body' });
  if (!source || typeof (source as Partial<AsyncIterable<Uint8Array>>)[Symbol.asyncIterator] !== 'function') throw empty();
  let received = 0;
  const parts = (async function* () {
    for await (const part of source) {
      received += part.length;
      if (received > MAX_FILE_BYTES) throw new ApiError(413, fileMessages.tooLarge, { code: 'too_large', field: 'body' });
      if (part.length > 0) yield part;
    }
  })();
  const first = await parts.next();
  if (first.done) throw empty();
  return (async function* () {
    yield first.value;
    yield* parts;
  })();
}

/** The key of a wildcard path; null when its percent-encoding is broken (`/files/%25…`). */
function decodeKey(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * GET and PUT /files/<key>?expires=…&sig=…: open routes whose only credential is the
 * signature, exactly like a presigned S3 URL (so an <img src> works without a token).
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // Uploads arrive as raw bytes of any type, not JSON, and are handed on unread: the PUT
  // streams them into the store (checkedBody enforces the size limit as they arrive).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  const check = (path: string, { expires, sig, type = '', nonce = '' }: SignedQuery, method: SignedMethod): string => {
    const key = decodeKey(path);
    if (key === null || !isValidKey(key)) throw new ApiError(400, fileMessages.badKey, { code: 'bad_key', field: 'key' });
    const extra = method === 'PUT' ? [type, nonce] : [];
    if (
      (method === 'PUT' && (!UPLOAD_TYPE_PATTERN.test(type) || nonce === '')) ||
      !signatureMatches(app.config.fileUrlSecret, method, key, expires, sig, extra)
    ) {
      throw new ApiError(403, fileMessages.badSignature, { code: 'bad_signature', field: 'sig' });
    }
    if (expires * 1000 < app.clock.now().getTime()) throw new ApiError(403, fileMessages.expired, { code: 'expired', field: 'expires' });
    return key;
  };

  /**
   * An upload URL is good for one successful PUT, in every process alike: its signature is
   * claimed before the bytes are stored and released again if storing fails. Expired claims go.
   */
  const claimUpload = async (sig: string, expires: number): Promise<() => Promise<void>> => {
    await app.db.query('DELETE FROM signed_upload_uses WHERE expires_at < $1', [app.clock.now()]);
    const claimed = await app.db.query(
      `INSERT INTO signed_upload_uses (signature, expires_at, used_at) VALUES ($1, to_timestamp($2), $3)
       ON CONFLICT (signature) DO NOTHING RETURNING signature`,
      [sig, expires, app.clock.now()],
    );
    if (claimed.rows.length === 0) throw new ApiError(409, fileMessages.used, { code: 'used', field: 'sig' });
    return async () => {
      await app.db.query('DELETE FROM signed_upload_uses WHERE signature = $1', [sig]);
    };
  };

  const api = typed(app);
  api.get('/files/*', { config: { public: true }, schema: { hide: true, params, querystring } }, async (request, reply) => {
    const key = check(request.params['*'], request.query, 'GET');
    const file = await app.fileStore.read(key);
    if (!file) throw new ApiError(404, fileMessages.notFound, { code: 'not_found', field: 'key' });
    // User uploads never run as part of this site: no scripts, and unknown types download.
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    reply.header('Cache-Control', 'private, max-age=300');
    if (!INLINE_TYPES.test(file.contentType)) reply.header('Content-Disposition', 'attachment');
    reply.header('Content-Length', String(file.size));
    return reply.type(file.contentType).send(file.stream);
  });

  api.put(
    '/files/*',
    {
      config: { public: true },
      bodyLimit: MAX_FILE_BYTES,
      schema: { hide: true, params, querystring },
      // The signature and a declared size are checked before a byte of the body is read: a bad
      // URL costs an attacker the headers. The body itself is never held in memory whole.
      onRequest: async (request) => {
        const raw = request.query as Record<string, unknown>;
        const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
        const expires = Number(raw.expires);
        const sig = text('sig');
        if (!Number.isInteger(expires) || expires < 0 || !sig || sig.length > 200) {
          throw new ApiError(403, fileMessages.badSignature, { code: 'bad_signature', field: 'sig' });
        }
        const type = text('type');
        check((request.params as Record<string, string>)['*'] ?? '', { expires, sig, type, nonce: text('nonce') }, 'PUT');
        if (!contentTypeAllowed(type, String(request.headers['content-type'] ?? ''))) {
          throw new ApiError(415, fileMessages.wrongType(type), { code: 'wrong_content_type', field: 'Content-Type' });
        }
        if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES)
          throw new ApiError(413, fileMessages.tooLarge, { code: 'too_large', field: 'body' });
      },
    },
    async (request, reply) => {
      const key = check(request.params['*'], request.query, 'PUT');
      const body = await checkedBody(request.body as AsyncIterable<Uint8Array> | undefined);
      const contentType = String(request.headers['content-type'] ?? 'application/octet-stream').slice(0, 200);
      const release = await claimUpload(request.query.sig, request.query.expires);
      try {
        await app.fileStore.put(key, body, contentType);
      } catch (err) {
        await release();
        // Refused halfway (413) or failed: the rest of the body is not read, so the connection
        // cannot carry another request; it closes after this answer.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw err;
      }
      return reply.status(200).send({});
    },
  );
}
