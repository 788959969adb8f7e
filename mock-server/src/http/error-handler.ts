import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, generalMessage } from './api-error';
import { httpMessages } from '../areas/system/messages';
import { describeValidation } from './validator';
import { validationMessages } from './field-messages';
import { answerNotFound } from './not-found';
import { DATABASE_RETRY_AFTER_SECONDS, databaseDownReason, isDatabaseUnavailable } from './database-unavailable';

/** Maps every failure to `{ detail, message }` with a 4xx for anything the caller caused. */
export function installErrorHandler(app: FastifyInstance, fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0];
      const { detail, field, code } = describeValidation(fe.validationContext ?? 'body', first as never);
      return reply.status(400).send({ detail, message: httpMessages.badRequest, code, field });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, too large a body, …: still the caller's fault. Fastify's
      // own English text stays in the log; the answer says it in Japanese and carries Fastify's code.
      request.log.info({ err: error }, 'request refused before the route');
      const isJson = fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError;
      const message = status === 415 ? httpMessages.unsupportedMedia : status === 429 || status === 404 ? generalMessage(status) : httpMessages.badRequest;
      const detail =
        status === 415
          ? httpMessages.unsupportedMediaDetail(String(request.headers['content-type'] ?? ''))
          : status === 413
            ? httpMessages.tooLarge
            : status === 429
              ? httpMessages.tooManyRequests
              : status === 404
                ? httpMessages.notFound
                : isJson
                  ? validationMessages.badJson
                  : validationMessages.wholeBody;
      return reply.status(status).send({ detail, message, code: fe.code ?? `http_${status}` });
    }
    if (isDataError(error)) {
      // A CHECK/foreign-key/unique violation or a bad value the database refused: the input
      // got past the schema but is still impossible. Never a 500, never a change.
      const dbError = error as { code: string; constraint?: string; detail?: string };
      request.log.warn({ err: error }, 'database refused the data');
      const conflict = dbError.code === '23505';
      // Only the constraint or SQLSTATE: the database's own text (values, table names) stays in the server log.
      return reply.status(conflict ? 409 : 400).send({
        detail: conflict ? validationMessages.databaseConflict : validationMessages.database,
        message: conflict ? httpMessages.conflict : httpMessages.badRequest,
        code: dbError.constraint ?? dbError.code,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      const reason = databaseDownReason(error);
      return reply.status(503).send({
        detail: validationMessages.databaseDownBecause(reason),
        message: httpMessages.databaseUnavailable,
        code: reason ? `database_${reason}` : 'database_unavailable',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: validationMessages.internal, message: httpMessages.internal, code: 'internal' });
  });

  // Under /api: 405 with Allow for a known path, else a JSON 404; elsewhere the app's page.
  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, fallback));
}

/** PostgreSQL error classes 22 (data exception) and 23 (integrity constraint violation). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}
