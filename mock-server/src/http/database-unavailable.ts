/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE classes 08 (connection exception), 57P (operator intervention: shutdown), 53300 (too many connections). */
const SQLSTATE = /^(08\d{3}|57P0[1-4]|53300)$/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|terminating connection/i;

/**
 * Whether an error means the database cannot be reached right now (refused, dropped, shut
 * down, out of connections), as opposed to a query it refused: answered 503 + Retry-After,
 * never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  // AggregateError (connecting to several addresses) wraps the network errors.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
