import { PGlite as PGliteClass } from '@electric-sql/pglite';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PgliteHandle } from './pglite-db';

/**
 * Backups of the embedded database. A backup is a folder:
 *   pglite.tar.gz    the database, dumped by PGlite itself (dumpDataDir runs inside PGlite's
 *                    lock, so it is one consistent moment even while the server takes purchases),
 *   files/           the disk file store (photos, attachments), copied after the dump, so every
 *                    file the dumped database names is there,
 *   file-url-secret  the key of the signed file URLs,
 *   backup.json      what it is and when it was made (written last: its presence means complete).
 * With DATABASE_URL use pg_dump / pg_restore instead (docs/operations.md, "Backup and restore"): the files are in the database.
 */
export const BACKUP_MANIFEST = 'backup.json';
/** Written into DATA_DIR by the running server (main.ts): the pid the backup command signals. */
export const BACKUP_CONTROL = 'backup-control.json';
/** DATA_DIR/<this>: the folder the backup command asks the running server to write. */
export const BACKUP_REQUEST = 'backup-request.json';

export interface BackupManifest {
  kind: 'pglite';
  createdAt: string;
  databaseBytes: number;
  files: number;
}

export async function writePgliteBackup(pglite: Pick<PgliteHandle, 'dumpDataDir'>, dataDir: string, outDir: string): Promise<BackupManifest> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) throw new Error(`backup: ${outDir} is not empty`);
  // Written beside the target and renamed whole: a half-written backup never looks complete.
  const partial = `${outDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  writeFileSync(path.join(partial, 'pglite.tar.gz'), dump);
  const filesDir = path.join(dataDir, 'files');
  let files = 0;
  if (existsSync(filesDir)) {
    cpSync(filesDir, path.join(partial, 'files'), { recursive: true });
    files = readdirSync(filesDir).filter((f) => f.endsWith('.json')).length;
  }
  const secret = path.join(dataDir, 'file-url-secret');
  if (existsSync(secret)) cpSync(secret, path.join(partial, 'file-url-secret'));
  const manifest: BackupManifest = { kind: 'pglite', createdAt: new Date().toISOString(), databaseBytes: dump.length, files };
  writeFileSync(path.join(partial, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(partial, outDir);
  return manifest;
}

/** Restores a backup folder into an empty DATA_DIR (never over an existing database). */
export async function restorePgliteBackup(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(backupDir, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`restore: ${backupDir} holds no complete backup (no ${BACKUP_MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const dbDir = path.join(dataDir, 'pglite');
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) throw new Error(`restore: ${dbDir} already holds a database; restore into an empty DATA_DIR`);
  mkdirSync(dbDir, { recursive: true });
  const dump = new Blob([readFileSync(path.join(backupDir, 'pglite.tar.gz'))]);
  const pglite = new PGliteClass({ dataDir: dbDir, loadDataDir: dump });
  await pglite.waitReady;
  await pglite.close();
  if (existsSync(path.join(backupDir, 'files'))) cpSync(path.join(backupDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
  if (existsSync(path.join(backupDir, 'file-url-secret'))) cpSync(path.join(backupDir, 'file-url-secret'), path.join(dataDir, 'file-url-secret'));
  return manifest;
}
