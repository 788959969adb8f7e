import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { integer, object, string } from '../http/schemas';
import { isValidKey, signatureMatches, type SignedMethod } from './signing';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Types a browser may render inline; anything else is sent as a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)(;|$)/i;

const querystring = object({ expires: integer({ minimum: 0 }), sig: string({ minLength: 1, maxLength: 200 }) });
const params = object({ '*': string() });

/**
 * GET and PUT /files/<key>?expires=…&sig=…: open routes whose only credential is the
 * signature, exactly like a presigned S3 URL (so an <img src> works without a token).
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // Uploads arrive as raw bytes of any type, not JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) => done(null, body));

  const check = (request: FastifyRequest, method: SignedMethod): string => {
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    const { expires, sig } = request.query as { expires: number; sig: string };
    if (!isValidKey(key)) throw new ApiError(400, 'key: not a valid file key', '指定されたファイルが不正です。');
    if (!signatureMatches(app.config.fileUrlSecret, method, key, expires, sig)) {
      throw new ApiError(403, 'sig: the signature does not match', 'このURLは無効です。');
    }
    if (expires * 1000 < app.clock.now().getTime()) throw new ApiError(403, 'expires: the URL has expired', 'このURLは有効期限が切れています。');
    return key;
  };

  app.get('/files/*', { config: { public: true }, schema: { hide: true, params, querystring } }, async (request, reply: FastifyReply) => {
    const key = check(request, 'GET');
    const file = await app.fileStore.get(key);
    if (!file) throw new ApiError(404, 'key: no such file', 'ファイルが存在しません。');
    // User uploads never run as part of this site: no scripts, and unknown types download.
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    reply.header('Cache-Control', 'private, max-age=300');
    if (!INLINE_TYPES.test(file.contentType)) reply.header('Content-Disposition', 'attachment');
    return reply.type(file.contentType).send(file.body);
  });

  app.put('/files/*', { config: { public: true }, bodyLimit: MAX_FILE_BYTES, schema: { hide: true, params, querystring } }, async (request, reply) => {
    const key = check(request, 'PUT');
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400, 'body: the file is empty', 'ファイルを選択して下さい');
    const contentType = String(request.headers['content-type'] ?? 'application/octet-stream').slice(0, 200);
    await app.fileStore.put(key, body, contentType);
    return reply.status(200).send({});
  });
}
