/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Why the database cannot be used right now, as `GET /health` names it (`database_reason`):
 * - `unreachable`: no connection (refused, reset, timed out, host unknown, connection lost: 08xxx)
 * - `shutting_down`: the server is stopping or was told to end our connections (57P01, 57P02)
 * - `starting_up`: the server is not ready yet (57P03, "the database system is starting up")
 * - `not_accepting_connections`: the database refuses connections (55000, ALLOW_CONNECTIONS false)
 * - `no_such_database`: the database named in DATABASE_URL does not exist (3D000)
 * - `login_refused`: wrong password or role (28P01, 28000)
 * - `too_many_connections`: the server is out of connection slots (53300)
 */
export type DatabaseDownReason =
  'unreachable' | 'shutting_down' | 'starting_up' | 'not_accepting_connections' | 'no_such_database' | 'login_refused' | 'too_many_connections';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLSTATE_REASONS: Record<string, DatabaseDownReason> = {
  '57P01': 'shutting_down',
  '57P02': 'shutting_down',
  '57P03': 'starting_up',
  '57P04': 'shutting_down',
  '55000': 'not_accepting_connections',
  '3D000': 'no_such_database',
  '28P01': 'login_refused',
  '28000': 'login_refused',
  '53300': 'too_many_connections',
};
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|terminating connection/i;

/**
 * Why an error means the database cannot be reached or used right now (refused, dropped, shut
 * down, not accepting connections, gone, refusing our login, out of connections), as opposed to
 * a query it refused: such errors are answered 503 + Retry-After, never 500, and the pool's next
 * connection attempt heals by itself once the database is back. Null for any other error.
 */
export function databaseDownReason(error: unknown): DatabaseDownReason | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
    if (SQLSTATE_REASONS[code]) return SQLSTATE_REASONS[code];
  }
  if (typeof message === 'string' && MESSAGES.test(message)) return 'unreachable';
  // AggregateError (connecting to several addresses) wraps the network errors.
  if (Array.isArray(errors)) for (const inner of errors) if (databaseDownReason(inner)) return databaseDownReason(inner);
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseDownReason(error) !== null;
}
