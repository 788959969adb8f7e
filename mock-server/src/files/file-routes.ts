import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { fileMessages } from '../areas/system/messages';
import { ApiError } from '../http/api-error';
import { Strict, typed } from '../http/contract';
import { isValidKey, signatureMatches, type SignedMethod } from './signing';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Types a browser may render inline; anything else is sent as a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)(;|$)/i;

const querystring = Strict({ expires: Type.Integer({ minimum: 0 }), sig: Type.String({ minLength: 1, maxLength: 200 }) });
const params = Strict({ '*': Type.String() });

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
  // Uploads arrive as raw bytes of any type, not JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) => done(null, body));

  const check = (path: string, { expires, sig }: { expires: number; sig: string }, method: SignedMethod): string => {
    const key = decodeKey(path);
    if (key === null || !isValidKey(key)) throw new ApiError(400, 'key: not a valid file key', fileMessages.badKey);
    if (!signatureMatches(app.config.fileUrlSecret, method, key, expires, sig)) {
      throw new ApiError(403, 'sig: the signature does not match', fileMessages.badSignature);
    }
    if (expires * 1000 < app.clock.now().getTime()) throw new ApiError(403, 'expires: the URL has expired', fileMessages.expired);
    return key;
  };

  const api = typed(app);
  api.get('/files/*', { config: { public: true }, schema: { hide: true, params, querystring } }, async (request, reply) => {
    const key = check(request.params['*'], request.query, 'GET');
    const file = await app.fileStore.get(key);
    if (!file) throw new ApiError(404, 'key: no such file', fileMessages.notFound);
    // User uploads never run as part of this site: no scripts, and unknown types download.
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    reply.header('Cache-Control', 'private, max-age=300');
    if (!INLINE_TYPES.test(file.contentType)) reply.header('Content-Disposition', 'attachment');
    return reply.type(file.contentType).send(file.body);
  });

  api.put(
    '/files/*',
    {
      config: { public: true },
      bodyLimit: MAX_FILE_BYTES,
      schema: { hide: true, params, querystring },
      // The signature and size are checked before a byte of the body is read: a bad URL costs
      // an attacker the headers, not the server 20 MB of memory.
      onRequest: async (request) => {
        const raw = request.query as Record<string, unknown>;
        const expires = Number(raw.expires);
        const sig = typeof raw.sig === 'string' ? raw.sig : '';
        if (!Number.isInteger(expires) || expires < 0 || !sig || sig.length > 200) {
          throw new ApiError(403, 'sig: the signature does not match', fileMessages.badSignature);
        }
        check((request.params as Record<string, string>)['*'] ?? '', { expires, sig }, 'PUT');
        if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES) throw new ApiError(413, 'body: larger than 20 MB', fileMessages.tooLarge);
      },
    },
    async (request, reply) => {
      const key = check(request.params['*'], request.query, 'PUT');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400, 'body: the file is empty', fileMessages.empty);
      const contentType = String(request.headers['content-type'] ?? 'application/octet-stream').slice(0, 200);
      await app.fileStore.put(key, body, contentType);
      return reply.status(200).send({});
    },
  );
}
