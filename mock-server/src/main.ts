import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import type { Db } from './db/types';
import type { FilePutter } from './seed/index';
import { countAccounts } from './areas/auth/account-repository';
import { systemLogTexts } from './areas/system/messages';
import { writeSystemLog } from './logs/system-log';
import { startMailDelivery } from './areas/admin-news-mail/mail-delivery/start-mail-delivery';

/**
 * Starts the server: reads the environment, opens the database (PGlite under DATA_DIR or
 * DATABASE_URL), applies migrations, loads the sample market into an empty database when
 * SEED is on (the default for the embedded database), listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  const applied = await migrate(db);
  const app = await buildApp({ db, clock: systemClock, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (seedWanted(process.env.SEED, config.databaseUrl)) await seedIfEmpty(db, app.fileStore, (msg) => app.log.info(msg));

  // Bulk mail scheduler (issue 12): sends due mails; stops on app.close().
  startMailDelivery(app);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  await writeSystemLog(db, 'system', systemLogTexts.serverStarted(db.kind), systemClock.now());
  app.log.info(`flower market server on http://localhost:${config.port} (database: ${db.kind}, API_TARGET: ${config.apiTarget ?? 'from config.json'})`);
}

/**
 * SEED=1 / SEED=0 decide; unset, the embedded database gets the sample market and a
 * PostgreSQL (DATABASE_URL) does not, so a production database never receives the sample
 * accounts with their published passwords by accident.
 */
function seedWanted(flag: string | undefined, databaseUrl: string | null): boolean {
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return !databaseUrl;
}

async function seedIfEmpty(db: Db, files: FilePutter, log: (msg: string) => void): Promise<void> {
  if ((await countAccounts(db)) > 0) return;
  const { seedSampleMarket, storeSampleFiles } = await import('./seed/index');
  log('SEED: empty database, loading the sample market…');
  await db.transaction((tx) => seedSampleMarket(tx, { now: systemClock.now() }));
  // The photos and the news attachment the sample names, so photo screens show real images.
  await storeSampleFiles(db, files);
  // Never the passwords themselves: a log holds no secret (issue 14), not even a published one.
  log('SEED: sample market loaded (sign in with the demo accounts of the README)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
