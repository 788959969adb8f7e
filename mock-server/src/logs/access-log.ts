import type { FastifyInstance } from 'fastify';
import { insertAccessLogs, type AccessLogLine } from './log-repository';
import { pathOnly } from './log-redaction';

export interface AccessLogOptions {
  /** A batch is written once this many lines wait… */
  batchRows: number;
  /** …or this long after the first of them. */
  flushMs: number;
  /** Lines beyond this are dropped (counted in the server log) while the database cannot keep up. */
  maxQueued: number;
}

const DEFAULTS: AccessLogOptions = { batchRows: 500, flushMs: 200, maxQueued: 50_000 };

export interface AccessLog {
  /** Queues the row of an API call answered without Fastify's hooks (the read cache's edge answers). */
  record(operator: string | null, method: string, url: string, statusCode: number): void;
  /** Writes every queued line now (shutdown, tests, the admin log screen). */
  flush(): Promise<void>;
}

/**
 * One access_logs row per API call once it has been answered: who ('-' when not signed in)
 * and 'METHOD /path status'. The query string is left out: it can carry tokens or search
 * text that does not belong in a log. Lines are queued and written in batches, one INSERT
 * every flushMs or batchRows, off the request path; the queue is bounded and flushed on close.
 */
export function installAccessLog(app: FastifyInstance, options: Partial<AccessLogOptions> = {}): AccessLog {
  const { batchRows, flushMs, maxQueued } = { ...DEFAULTS, ...options };
  let queue: AccessLogLine[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    // One batch at a time, in order.
    writing = writing.then(async () => {
      if (dropped) {
        app.log.error({ dropped }, 'access log queue full: lines dropped');
        dropped = 0;
      }
      for (let i = 0; i < batch.length; i += batchRows) {
        try {
          await insertAccessLogs(app.db, batch.slice(i, i + batchRows));
        } catch (err) {
          // The answers are already sent; a failed log write must not turn into an error.
          app.log.error({ err, lines: batch.length }, 'access log write failed');
        }
      }
    });
    return writing;
  };

  const record = (operator: string | null, method: string, url: string, statusCode: number) => {
    const path = pathOnly(url);
    if (!path.startsWith('/api/')) return;
    if (queue.length >= maxQueued) {
      dropped++;
      return;
    }
    queue.push({ at: app.clock.now(), operator: operator ?? '-', line: `${method} ${path} ${statusCode}` });
    if (queue.length >= batchRows) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref();
    }
  };

  app.addHook('onResponse', async (request, reply) => record(request.user?.loginId ?? null, request.method, request.url, reply.statusCode));
  // Before the database closes (main.ts closes it after app.close()).
  app.addHook('onClose', async () => flush());
  return { record, flush };
}
