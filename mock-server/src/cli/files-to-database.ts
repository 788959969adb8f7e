/**
 * `npm -w mock-server run files-to-database` (production: `node mock-server/dist/cli/files-to-database.js`)
 * Moves the files of the disk store (<DATA_DIR>/files: a <sha256> file and a <sha256>.json with
 * its key and type) into the database of DATABASE_URL (file_blobs), after applying migrations,
 * so a market that grows from one process to several keeps its photos and attachments. Files
 * already in the database under the same key are replaced by the disk copy. The disk copies are
 * left in place unless `--remove` is given (then each is removed once stored). Run it once,
 * with the servers stopped or before switching them to FILE_STORE=database.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createDatabaseFileStore } from '../files/database-file-store';
import { isValidKey } from '../files/signing';

export async function moveDiskFilesToDatabase(
  dir: string,
  store: { put(key: string, body: Buffer, contentType: string): Promise<void> },
  options: { remove?: boolean } = {},
): Promise<{ moved: number; bytes: number; skipped: string[] }> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => /^[0-9a-f]{64}\.json$/.test(f)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { moved: 0, bytes: 0, skipped: [] };
    throw err;
  }
  let moved = 0;
  let bytes = 0;
  const skipped: string[] = [];
  for (const name of names) {
    const metaFile = path.join(dir, name);
    const bodyFile = metaFile.slice(0, -'.json'.length);
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as { key?: string; contentType?: string };
    if (!meta.key || !isValidKey(meta.key)) {
      skipped.push(name);
      continue;
    }
    const body = await readFile(bodyFile).catch(() => null);
    if (!body) {
      skipped.push(name);
      continue;
    }
    await store.put(meta.key, body, meta.contentType ?? 'application/octet-stream');
    moved++;
    bytes += body.length;
    if (options.remove) {
      await rm(bodyFile, { force: true });
      await rm(metaFile, { force: true });
    }
  }
  return { moved, bytes, skipped };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { remove: { type: 'boolean', default: false } } });
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('files-to-database: set DATABASE_URL (the PostgreSQL the servers share)');
  const db = await openDb({ databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    const store = createDatabaseFileStore({ db, secret: config.fileUrlSecret, clock: systemClock });
    const dir = path.join(config.dataDir, 'files');
    const result = await moveDiskFilesToDatabase(dir, store, { remove: values.remove });
    console.log(
      `files-to-database: ${result.moved} files (${result.bytes} bytes) from ${dir} stored in the database${values.remove ? ' and removed from disk' : ''}`,
    );
    if (result.skipped.length) console.log(`files-to-database: skipped (no key or no bytes): ${result.skipped.join(', ')}`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exitCode = 1;
  });
}
