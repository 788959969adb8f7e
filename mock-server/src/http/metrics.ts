import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { Db, Queryable } from '../db/types';

/** The latency buckets (seconds) of requests and database waits: 1 ms to 10 s. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const SIGN_IN = '/api/v1/users/signin';
/** Routes whose 200 is a confirmed purchase (or reservation) and whose 4xx is a refusal. */
const PURCHASES: Record<string, string> = { '/api/v1/users/web/buy': 'buy', '/api/v1/users/web/next-order': 'next_order' };

let processMetrics: client.Registry | null = null;
/** The process's own metrics (memory, CPU, event loop, GC): one set per process, however many apps. */
function processRegistry(): client.Registry {
  if (!processMetrics) {
    processMetrics = new client.Registry();
    client.collectDefaultMetrics({ register: processMetrics, prefix: 'fm_' });
  }
  return processMetrics;
}

export interface Metrics {
  registry: client.Registry;
  /** The Prometheus text exposition of every metric. */
  text(): Promise<string>;
  /** Wraps the database so queries and transactions are measured (app.ts, before decorating). */
  instrumentDb(db: Db): Db;
}

/**
 * Prometheus metrics, one registry per app (tests start several in one process):
 * requests by route, purchases and refusals, sign-ins and throttling, the database's wait,
 * live-stock listeners, the mail queue, and the process's own (memory, CPU, event loop lag).
 */
export function createMetrics(): Metrics {
  const registry = new client.Registry();
  new client.Histogram({
    name: 'fm_http_request_duration_seconds',
    help: 'API and file requests by route pattern, method and status class: rate from _count, latency from the buckets',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new client.Counter({
    name: 'fm_purchases_total',
    help: 'Purchase and next-order requests by outcome: ok (confirmed) or refused (with the HTTP status: 409 sold out, 422 rule, 403 permission, ...)',
    labelNames: ['kind', 'outcome', 'status'] as const,
    registers: [registry],
  });
  new client.Counter({
    name: 'fm_sign_ins_total',
    help: 'Sign-in attempts by outcome: ok, failed (wrong id or password) or throttled (429)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const dbQueries = new client.Histogram({
    name: 'fm_db_query_duration_seconds',
    help: 'Lone database statements, from the call to the answer (PGlite: queueing for its one connection included)',
    labelNames: ['database'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const dbWait = new client.Histogram({
    name: 'fm_db_transaction_wait_seconds',
    help: 'Time a transaction waited before it began: a pool connection (PostgreSQL) or the PGlite queue',
    labelNames: ['database'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const inFlight = new client.Gauge({
    name: 'fm_db_operations_in_flight',
    help: 'Database statements and transactions called and not yet answered (PGlite runs one, the rest queue)',
    labelNames: ['database'] as const,
    registers: [registry],
  });

  let instrumented: (Db & { pool?: { totalCount: number; idleCount: number; waitingCount: number } }) | null = null;
  new client.Gauge({
    name: 'fm_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total, idle, waiting (requests queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = instrumented?.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  return {
    registry,
    text: async () => `${await registry.metrics()}\n${await processRegistry().metrics()}`,
    instrumentDb(db) {
      // Measured in place, not through a wrapper object: the change feed, live stock and the
      // shared listing know the database by identity, and a stand-in broke their events.
      const label = { database: db.kind };
      const query = db.query.bind(db);
      const transaction = db.transaction.bind(db);
      db.query = (async (sql: string, params?: readonly unknown[], options?: Parameters<Db['query']>[2]) => {
        inFlight.inc(label);
        const end = dbQueries.startTimer(label);
        try {
          return await query(sql, params, options);
        } finally {
          end();
          inFlight.dec(label);
        }
      }) as Db['query'];
      db.transaction = (async <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Db['transaction']>[1]) => {
        inFlight.inc(label);
        const waited = dbWait.startTimer(label);
        try {
          return await transaction((tx) => {
            waited();
            return fn(tx);
          }, options);
        } finally {
          inFlight.dec(label);
        }
      }) as Db['transaction'];
      instrumented = db as typeof instrumented;
      return db;
    },
  };
}

/**
 * Counts every answered request (onResponse) and the gauges read at scrape time: open
 * live-stock streams, the mail queue, read-cache answers given before routing.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics): void {
  const { registry } = metrics;
  const requests = registry.getSingleMetric('fm_http_request_duration_seconds') as client.Histogram<'method' | 'route' | 'status'>;
  const purchases = registry.getSingleMetric('fm_purchases_total') as client.Counter<'kind' | 'outcome' | 'status'>;
  const signIns = registry.getSingleMetric('fm_sign_ins_total') as client.Counter<'outcome'>;

  app.addHook('onResponse', async (request, reply) => {
    // The registered pattern (/api/v1/admins/product/:id), never the raw URL: bounded labels.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.observe({ method: request.method, route, status: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
    const kind = PURCHASES[route];
    if (kind && request.method === 'POST') purchases.inc({ kind, outcome: status === 200 ? 'ok' : 'refused', status: String(status) });
    if (route === SIGN_IN && request.method === 'POST') signIns.inc({ outcome: status === 200 ? 'ok' : status === 429 ? 'throttled' : 'failed' });
  });

  new client.Gauge({
    name: 'fm_live_stock_listeners',
    help: 'Open live-stock streams (server-sent events) on this process',
    registers: [registry],
    collect() {
      this.set(app.openStreams.size);
    },
  });
  new client.Counter({
    name: 'fm_read_cache_edge_answers_total',
    help: 'Buyer reads answered from the read cache before routing (not in fm_http_request_duration_seconds)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.edge.answered);
    },
  });
  new client.Gauge({
    name: 'fm_mail_queue',
    help: 'Mails of the delivery queue by status: pending, sending, failed (sent ones are not counted)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await app.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM mail_deliveries WHERE status <> 'sent' GROUP BY status`,
      );
      for (const status of ['pending', 'sending', 'failed']) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
    },
  });
}

/**
 * METRICS_PORT: the same text on a port of its own, without sign-in, for a Prometheus scraper
 * inside the private network (bind it to a private address with METRICS_HOST; 127.0.0.1 by default).
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
