import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { httpMessages } from '../areas/system/messages';
import { fieldOf } from './validator';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/** Maps every failure to `{ detail, message }` with a 4xx for anything the caller caused. */
export function installErrorHandler(app: FastifyInstance, fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ detail: error.detail, message: error.message });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0];
      const field = fieldOf(fe.validationContext ?? 'body', first as never);
      return reply.status(400).send({ detail: `${field}: ${first.message ?? 'is invalid'}`, message: httpMessages.badRequest });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, too large a body, …: still the caller's fault.
      const message =
        status === 413
          ? httpMessages.tooLarge
          : status === 415
            ? httpMessages.unsupportedMedia
            : status === 429
              ? httpMessages.tooManyRequests
              : status === 404
                ? httpMessages.notFound
                : httpMessages.badRequest;
      // Fastify's content-type parser errors (broken JSON, wrong type, too large) are about the body as a whole.
      const detail = fe.code?.startsWith('FST_ERR_CTP') ? `body: ${fe.message}` : fe.message;
      return reply.status(status === 415 ? 400 : status).send({ detail, message });
    }
    if (isDataError(error)) {
      // A CHECK/foreign-key/unique violation or a bad value the database refused: the input
      // got past the schema but is still impossible. Never a 500, never a change.
      const dbError = error as { code: string; constraint?: string; detail?: string };
      request.log.warn({ err: error }, 'database refused the data');
      const conflict = dbError.code === '23505';
      // Only the constraint or SQLSTATE: the database's own text (values, table names) stays in the server log.
      return reply.status(conflict ? 409 : 400).send({
        detail: `${dbError.constraint ?? dbError.code}: the database refused the value`,
        message: conflict ? httpMessages.conflict : httpMessages.badRequest,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ detail: 'database: unavailable, try again shortly', message: httpMessages.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'internal error', message: httpMessages.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    reply.status(404).send({ detail: `${request.method} ${request.url.split('?')[0]} not found`, message: httpMessages.notFound });
  });
}

/** PostgreSQL error classes 22 (data exception) and 23 (integrity constraint violation). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}
