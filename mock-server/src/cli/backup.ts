/**
 * PGlite backups (DATA_DIR; with DATABASE_URL use pg_dump / pg_restore, see docs/operations.md "Backup and restore"):
 *   npm -w mock-server run backup -- --out /backups/market-2026-06-15     (server running or not)
 *   npm -w mock-server run restore -- --from /backups/market-2026-06-15   (into an empty DATA_DIR)
 * Production: node mock-server/dist/cli/backup.js --out … / --from ….
 * While the server runs it holds the database (PGlite is one process): the command asks it, by
 * SIGUSR2 to the pid it wrote in DATA_DIR/backup-control.json, to write the backup itself, and
 * waits for it. Otherwise it opens the database and writes the backup directly.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/open-db';
import type { PgliteDb, PgliteHandle } from '../db/pglite-db';
import { BACKUP_CONTROL, BACKUP_MANIFEST, BACKUP_REQUEST, restorePgliteBackup, writePgliteBackup, type BackupManifest } from '../db/pglite-backup';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function backup(dataDir: string, out: string): Promise<BackupManifest> {
  const control = path.join(dataDir, BACKUP_CONTROL);
  const pid = existsSync(control) ? (JSON.parse(readFileSync(control, 'utf8')) as { pid: number }).pid : null;
  if (pid && alive(pid)) {
    writeFileSync(path.join(dataDir, BACKUP_REQUEST), JSON.stringify({ out }));
    process.kill(pid, 'SIGUSR2');
    const until = Date.now() + 10 * 60_000;
    while (Date.now() < until) {
      if (existsSync(path.join(out, BACKUP_MANIFEST))) return JSON.parse(readFileSync(path.join(out, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
      if (!alive(pid)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`backup: the server (pid ${pid}) did not write ${out}; see its log`);
  }
  const db = (await openDb({ dataDir })) as PgliteDb;
  try {
    return await writePgliteBackup(db.pglite, dataDir, out);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, from: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/operations.md "Backup and restore")');
  if (values.out) {
    const manifest = await backup(config.dataDir, path.resolve(values.out));
    console.log(`backup: ${path.resolve(values.out)} (database ${manifest.databaseBytes} bytes, ${manifest.files} files, ${manifest.createdAt})`);
  } else if (values.from) {
    const manifest = await restorePgliteBackup(path.resolve(values.from), config.dataDir);
    console.log(`restore: DATA_DIR ${config.dataDir} now holds the backup of ${manifest.createdAt} (${manifest.files} files)`);
  } else {
    throw new Error('backup: give --out <new folder> (back up) or --from <backup folder> (restore into an empty DATA_DIR)');
  }
}

/** main.ts: answers the backup command while the server runs (PGlite only). */
export function serveBackupRequests(pglite: Pick<PgliteHandle, 'dumpDataDir'>, dataDir: string, log: (msg: string) => void): () => void {
  const control = path.join(dataDir, BACKUP_CONTROL);
  writeFileSync(control, JSON.stringify({ pid: process.pid }));
  const onSignal = () => {
    const requestFile = path.join(dataDir, BACKUP_REQUEST);
    if (!existsSync(requestFile)) return;
    const { out } = JSON.parse(readFileSync(requestFile, 'utf8')) as { out: string };
    rmSync(requestFile, { force: true });
    writePgliteBackup(pglite, dataDir, out).then(
      (m) => log(`backup written to ${out} (database ${m.databaseBytes} bytes, ${m.files} files)`),
      (err: Error) => log(`backup to ${out} failed: ${err.message}`),
    );
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(control, { force: true });
  };
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exitCode = 1;
  });
}
