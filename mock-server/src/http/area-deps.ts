import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { LiveStock } from '../events/live-stock';
import type { SharedListingFeed } from '../events/listing-feed';
import type { MarketFacts } from '../events/market-facts';
import type { FileStore } from '../files/file-store';
import type { Mailer } from '../mail/mailer';

/**
 * What an area's route functions and services run on: the app's services, taken once by the
 * area's index.ts (`areaDeps(app)`, plus what the area adds) and passed to every
 * `xRoutes(app, deps)`. Services take `deps`, never the Fastify app.
 */
export interface AreaDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  mailer: Mailer;
  /** Stock changes to every open listing (app.liveStock, one per app). */
  liveStock: LiveStock;
  /** Committed changes, in commit order, for what the process holds in memory (app.listingFeed). */
  listingFeed: SharedListingFeed;
  /** The committed facts that become market events (app.marketFacts): areas register how, writers await them. */
  marketFacts: MarketFacts;
}

export const areaDeps = (app: FastifyInstance): AreaDeps => ({
  db: app.db,
  clock: app.clock,
  files: app.fileStore,
  mailer: app.mailer,
  liveStock: app.liveStock,
  listingFeed: app.listingFeed,
  marketFacts: app.marketFacts,
});
