import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataFolder } from './data-dir-lock';
import { openPglite } from './pglite-db';
import { openPostgres } from './pg-db';
import type { Db } from './types';

export interface OpenDbOptions {
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** The server's data folder; PGlite lives in <dataDir>/pglite. */
  dataDir?: string;
  /** An in-memory PGlite (tests, tools). */
  memory?: boolean;
  /** A dumped PGlite data folder to start an in-memory database from. */
  loadDataDir?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.memory || options.loadDataDir) return openPglite({ loadDataDir: options.loadDataDir });
  if (!options.dataDir) throw new Error('openDb needs databaseUrl, dataDir or memory');
  const folder = path.join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  // One process per folder: a second one stops here with the owner's pid.
  const lock = lockDataFolder(folder);
  try {
    const db = await openPglite({ dataDir: folder, durable: process.env.PGLITE_DURABILITY !== 'relaxed' });
    const close = db.close.bind(db);
    return Object.assign(db, {
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    });
  } catch (err) {
    lock.release();
    throw err;
  }
}
