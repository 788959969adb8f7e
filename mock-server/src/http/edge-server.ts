import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory, RawServerDefault } from 'fastify';

/**
 * Answers a request before Fastify routes it and returns the status sent, or 0 to leave it to
 * Fastify; a promise of either when the answer waits (a GET without a body: Fastify can still
 * take it afterwards).
 */
export type EdgeHandler = (req: IncomingMessage, res: ServerResponse) => number | Promise<number>;

export interface EdgeServer {
  /** For Fastify's `serverFactory`: node:http set up as Fastify sets up its own, the edge handler first. */
  serverFactory: FastifyServerFactory<RawServerDefault>;
  /** For Fastify's `genReqId`: Fastify's own id format, one sequence for both, so log lines keep unique ids. */
  genReqId: () => string;
  /**
   * From now on `handler` sees each request first. `log` gets the two lines Fastify writes per
   * request while its level lets them through; with `trustProxy` the client address of those
   * lines comes from X-Forwarded-For, which only Fastify works out, so then Fastify answers.
   */
  use(handler: EdgeHandler, log: FastifyBaseLogger, trustProxy: boolean): void;
  /** No request goes to the handler any more (the app is closing: Fastify answers 503). */
  stop(): void;
  /** Requests the handler answered (diagnostics and tests). */
  readonly answered: number;
}

export function createEdgeServer(): EdgeServer {
  let handler: EdgeHandler | null = null;
  let log: FastifyBaseLogger | null = null;
  let trustsProxy = false;
  let counted = 0;
  let lastId = 0;
  const genReqId = () => {
    lastId = (lastId + 1) & 0x7fffffff; // Fastify's bound: stays a small integer
    return `req-${lastId.toString(36)}`;
  };

  /** The handler's status; a fault in it is logged and never takes the process down: Fastify answers unless the answer went out. */
  const failed = (err: unknown, res: ServerResponse): number => {
    log?.error({ err }, 'edge handler failed');
    return res.headersSent ? res.statusCode : 0;
  };
  const answerFirst = (edge: EdgeHandler, req: IncomingMessage, res: ServerResponse): number | Promise<number> => {
    try {
      const status = edge(req, res);
      return typeof status === 'number' ? status : status.catch((err: unknown) => failed(err, res));
    } catch (err) {
      return failed(err, res);
    }
  };

  const serverFactory: FastifyServerFactory<RawServerDefault> = (fastifyHandler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerOptionsSeen;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!handler) return fastifyHandler(req, res);
      const logged = log !== null && logsRequests(log);
      if (logged && trustsProxy) return fastifyHandler(req, res);
      const startedAt = logged ? performance.now() : 0;
      const answered = (status: number) => {
        if (!status) return fastifyHandler(req, res);
        counted++;
        if (logged) {
          const child = log!.child({ reqId: genReqId() });
          child.info({ req }, 'incoming request');
          child.info({ res, responseTime: performance.now() - startedAt }, 'request completed');
        }
      };
      const status = answerFirst(handler, req, res);
      if (typeof status === 'number') answered(status);
      else void status.then(answered);
    });
    // What Fastify does to the node:http server it creates itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    genReqId,
    use(next, logger, trustProxy) {
      handler = next;
      log = logger;
      trustsProxy = trustProxy;
    },
    stop() {
      handler = null;
    },
    get answered() {
      return counted;
    },
  };
}

/** The options Fastify hands its server factory, with its defaults filled in. */
interface ServerOptionsSeen {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/** Fastify logs 'incoming request' and 'request completed' at info (no logger: never). */
const logsRequests = (log: LevelAware) => log.isLevelEnabled?.('info') === true;
