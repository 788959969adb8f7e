import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { FileStore } from '../files/file-store';

/** What every route plugin can reach on `fastify` (and `request.server`). */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: AppConfig;
    mailer: Mailer;
    fileStore: FileStore;
  }
  interface FastifyContextConfig {
    /** Open route: no token needed. Everything else passes the auth + role hook. */
    public?: boolean;
    /**
     * Also accept the session token as `?token=` (for EventSource, which cannot send headers).
     * The access log never records query strings.
     */
    tokenInQuery?: boolean;
  }
}
