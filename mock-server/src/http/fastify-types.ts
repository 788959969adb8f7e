import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { FileStore } from '../files/file-store';
import type { LiveStock } from '../events/live-stock';
import type { SharedListingFeed } from '../events/listing-feed';
import type { MarketFacts } from '../events/market-facts';
import type { OpenStreams } from '../areas/auth/session/open-streams';
import type { BackgroundQueue } from './background-queue';
import type { EdgeServer } from './edge-server';
import type { Metrics } from './metrics';

/** What every route plugin can reach on `fastify` (and `request.server`). */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: AppConfig;
    mailer: Mailer;
    fileStore: FileStore;
    /** Stock changes of lots, to every open listing of every process (events/live-stock.ts); one per app. */
    liveStock: LiveStock;
    /** Migration 019's committed-change feed, shared by what each process holds in memory (events/listing-feed.ts). */
    listingFeed: SharedListingFeed;
    /** The change feed's facts (migration 033), each worded as market events by the area registered for it; one per app. */
    marketFacts: MarketFacts;
    /** Prometheus registry of this app (http/metrics.ts). */
    metrics: Metrics;
    /** Open live-stock streams by session, with their caps (sign-out closes them). */
    openStreams: OpenStreams;
    /** Work after the answer, one task at a time (background-queue.ts). */
    background: BackgroundQueue;
    /** Answers read-cache hits before routing (edge-server.ts); `answered` counts them. */
    edge: Pick<EdgeServer, 'answered'>;
  }
  interface FastifyContextConfig {
    /** Open route: no token needed. Everything else passes the auth + role hook. */
    public?: boolean;
    /**
     * Also accept a single-use stream ticket as `?ticket=` (for EventSource, which cannot send
     * headers). A session token is never accepted in a URL.
     */
    ticketInQuery?: boolean;
  }
}
