import type { FastifyServerOptions } from 'fastify';

/** The path of a request URL without its query string or fragment (tokens, signatures, search text). */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const cut = url.search(/[?#]/);
  return (cut < 0 ? url : url.slice(0, cut)).slice(0, 500);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * What the server log records of a request: method, path and address. Never the query string
 * (the stream ticket, signed file URLs, search text), never a header (Authorization).
 */
export const logSerializers = {
  req(request: LoggedRequest) {
    return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
  },
};

/**
 * The logger option buildApp gives Fastify: the caller's level and destination with the
 * redacting serializers, and pino's `redact` on the header paths as a second guard.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    serializers: { ...(base.serializers as object | undefined), ...logSerializers },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'password', 'token', '*.password', '*.token'],
      censor: '[redacted]',
    },
  } as FastifyServerOptions['logger'];
}
