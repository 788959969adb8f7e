import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { installAuthHook } from './areas/auth/auth-hook';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import { createFileStore, type FileStore } from './files/file-store';
import { fileRoutes } from './files/file-routes';
import { createDatabaseFileStore } from './files/database-file-store';
import { createBackgroundQueue } from './http/background-queue';
import { API_COMPRESSION } from './http/compression';
import { installErrorHandler } from './http/error-handler';
import { installRequestDeadline } from './http/request-deadline';
import './http/fastify-types';
import { installJsonParser } from './http/json-parser';
import { registerOpenApi } from './http/openapi';
import { installRouteRegistry } from './http/route-registry';
import { installStrictRouteSchemas } from './http/strict-route-schemas';
import { validatorCompiler } from './http/validator';
import { installAccessLog } from './logs/access-log';
import { createMetrics, installMetrics } from './http/metrics';
import { installReadCache } from './http/read-cache/read-cache-hooks';
import { readCacheEdge } from './http/read-cache/read-cache-edge';
import { createEdgeServer } from './http/edge-server';
import { installLogRetention } from './logs/log-retention';
import { installNoStore } from './http/no-store';
import { safeLoggerOptions } from './logs/log-redaction';
import { createMailer, type Mailer } from './mail/mailer';
import { createLiveStock } from './events/live-stock';
import { createMarketFacts } from './events/market-facts';
import { sharedListingFeed } from './events/listing-feed';
import { registerRouteAreas } from './http/route-areas';
import { apiDocs } from './areas/system/api-docs';
import { contentSecurityPolicy } from './static/csp';
import { installSecurityHeaders } from './http/security-headers';
import { serveShellFallback, staticPlugin } from './static/static-plugin';

export interface BuildAppOptions {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  fileStore?: FileStore;
}

export const API_PREFIX = '/api/v1';

/** The whole server: API under /api/v1, OpenAPI at /api/docs, files, and the built front end. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { clock, config } = options;
  // Queries and transactions are measured for the metrics (GET /api/v1/admins/metrics).
  const metrics = createMetrics();
  const db = metrics.instrumentDb(options.db);
  // Read-cache hits are given here before Fastify routes them (read-cache-edge.ts).
  const edge = createEdgeServer();
  const app = Fastify({
    serverFactory: edge.serverFactory,
    genReqId: edge.genReqId,
    logger: safeLoggerOptions(options.logger ?? false),
    // A hop count trusts that many proxies nearest to us; a list trusts those addresses only.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // JSON bodies are small; the file upload route sets its own limit.
    bodyLimit: config.limits.jsonBodyBytes,
    // Slow clients (one byte per 10 s) are cut: the whole request within requestMs, headers sooner.
    requestTimeout: config.limits.requestMs,
    http: { headersTimeout: config.limits.headersMs, connectionsCheckingInterval: Math.min(1000, config.limits.requestMs / 2) },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.decorate('metrics', metrics);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('mailer', options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }));
  app.decorate('fileStore', options.fileStore ?? openFileStore(config, db, clock));
  // Stock changes for open listings, heard from the change feed, one listener per app: the stream subscribes here.
  app.decorate('liveStock', createLiveStock(db, config.databaseUrl));
  app.addHook('onClose', async () => app.liveStock.close());
  app.decorate('listingFeed', sharedListingFeed(db));
  app.addHook('onClose', async () => app.listingFeed.close());
  // Committed facts worded as market events by the areas that register for them (events/market-facts.ts).
  app.decorate('marketFacts', createMarketFacts(db, app.log));
  app.addHook('onClose', async () => app.marketFacts.close());

  // Beyond this many sockets new connections are refused, so file descriptors cannot run out.
  app.server.maxConnections = config.limits.maxConnections;
  app.decorate('background', createBackgroundQueue());
  app.addHook('onClose', async () => app.background.idle());
  installStrictRouteSchemas(app, API_PREFIX);
  installRouteRegistry(app);
  installErrorHandler(app, (request, reply) => serveShellFallback(request, reply, config.webRoot));
  installJsonParser(app);
  // Before the auth hook: a body that never finishes is cut even when the request is refused.
  installRequestDeadline(app, config.limits.requestMs);
  const cachedAuth = installAuthHook(app);
  const accessLog = installAccessLog(app);
  const readCache = installReadCache(app, { ttlMs: config.readCacheMs });
  if (readCache) edge.use(readCacheEdge(readCache, cachedAuth, accessLog), app.log, config.trustProxy !== false);
  app.decorate('edge', edge);
  // Once closing, Fastify answers new requests 503: none may be answered before it.
  app.addHook('preClose', async () => edge.stop());
  installNoStore(app, API_PREFIX);
  installMetrics(app, metrics);
  installLogRetention(app);
  // A POST without any body is validated as {}, so it gets "missing property id", not a type error.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  installSecurityHeaders(app, contentSecurityPolicy(config));
  await app.register(compress, API_COMPRESSION);
  await registerOpenApi(app);

  await registerRouteAreas(app, API_PREFIX);
  await app.register(apiDocs);
  await app.register(fileRoutes);
  await app.register(staticPlugin);
  return app;
}

/** FILE_STORE: the disk under DATA_DIR, or the database every process shares. */
function openFileStore(config: AppConfig, db: Db, clock: Clock): FileStore {
  if (config.fileStore === 'database') return createDatabaseFileStore({ db, secret: config.fileUrlSecret, clock });
  return createFileStore({ dir: path.join(config.dataDir, 'files'), secret: config.fileUrlSecret, clock });
}

/** Fastify's own hop-count rule, as a function (its types take no number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
