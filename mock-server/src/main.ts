import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { DataDirInUseError } from './db/data-dir-lock';
import { checkSettings, SettingsError } from './settings-check';
import { systemLogTexts } from './areas/system/messages';
import { writeSystemLog } from './logs/system-log';
import { startMetricsServer } from './http/metrics';
import { serveBackupRequests } from './cli/backup';
import type { Db } from './db/types';
import type { PgliteHandle } from './db/pglite-db';
import { startMailDelivery } from './areas/admin-news-mail/mail-delivery/start-mail-delivery';
import { warmUpPurchases } from './areas/buyer-web/purchase/purchase-warm-up';
import { addListeningCopies, type ListeningCopies } from './http/listening-copies';

/**
 * Starts the server: reads the environment, opens the database (PGlite under DATA_DIR or
 * DATABASE_URL), applies migrations, loads the sample market into an empty database when
 * SEED is on (the default for the embedded database), listens.
 */
async function main(): Promise<void> {
  checkSettings(); // before the database is opened, migrated or seeded
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  const applied = await migrate(db);
  const app = await buildApp({ db, clock: systemClock, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (seedWanted(process.env.SEED, config.databaseUrl)) {
    const { seedIfEmpty } = await import('./seed/index');
    await seedIfEmpty(db, app.fileStore, (msg) => app.log.info(msg), systemClock.now());
  }

  // PostgreSQL: the whole pool connected and listening before the first buyer arrives.
  // Not fatal: a connection that cannot be made now is made on first use, as before.
  await (db as Db & { warm?: () => Promise<void> }).warm?.().catch((err: unknown) => app.log.warn({ err }, 'pool not connected ahead'));
  // PGlite: the purchase statement optimised before the first buyer (purchase-warm-up.ts).
  if (db.kind === 'pglite') {
    const warmed = await warmUpPurchases(db, systemClock.now()).catch((err: unknown) => app.log.warn({ err }, 'purchase warm-up failed'));
    if (warmed) app.log.info({ purchases: warmed }, 'purchase statement warmed up');
  }

  // Bulk mail scheduler: sends due mails; stops on app.close().
  startMailDelivery(app);

  // METRICS_PORT: the same metrics for a scraper, without sign-in, on a private address.
  const metricsServer = config.metrics.port ? await startMetricsServer(app.metrics, config.metrics.port, config.metrics.host) : null;

  // The backup command (cli/backup.ts) asks a running PGlite server to write the backup itself.
  const pglite = (db as Db & { pglite?: PgliteHandle }).pglite;
  const stopBackups = pglite ? serveBackupRequests(pglite, config.dataDir, (msg) => app.log.info(msg)) : null;

  let copies: ListeningCopies | null = null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    copies?.close();
    stopBackups?.();
    metricsServer?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0', backlog: LISTEN_BACKLOG });
  copies = await addListeningCopies(app.server, LISTENING_COPIES).catch((err: unknown) => {
    // Not fatal: the server's own descriptor still accepts, one connection a turn.
    app.log.warn({ err }, 'listening copies not made: one acceptor');
    return null;
  });
  await writeSystemLog(db, 'system', systemLogTexts.serverStarted(db.kind), systemClock.now());
  app.log.info(
    `flower market server on http://localhost:${config.port} (database: ${db.kind}, API_TARGET: ${config.apiTarget ?? 'from config.json'}, Node ${process.version})`,
  );
}

/**
 * Copies of the listening socket beside the server's own (http/listening-copies.ts): 32
 * acceptors take the opening's burst of new connections 32 times as fast (32 against
 * 8 measured in docs/adr/0018-listening-copies.md).
 */
const LISTENING_COPIES = 31;
/**
 * Connections the kernel holds until one of them accepts: Node's default (511) overflows in the
 * opening's first second, and a dropped connection is tried again only after 1, 3, 7 s. The
 * kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

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

main().catch((err) => {
  // A refusal the operator must act on is said in one line, without a stack.
  console.error(err instanceof DataDirInUseError || err instanceof SettingsError ? err.message : err);
  process.exit(1);
});
