import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './types';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Files named NNN_name.sql, in numeric order. */
export function listMigrations(dir = MIGRATIONS_DIR): { version: number; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f, file: path.join(dir, f) }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own
 * transaction, so a failed file leaves the database at the previous version.
 * Returns the names applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  // Two server processes starting against one PostgreSQL must not both migrate.
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(720001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.rows.length > 0) return false;
      await execScript(tx, readFileSync(migration.file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** Both implementations hand transactions an `exec` for multi-statement scripts. */
async function execScript(tx: Queryable, script: string): Promise<void> {
  const withExec = tx as Queryable & { exec?: (script: string) => Promise<void> };
  if (!withExec.exec) throw new Error('This database cannot run migration scripts');
  await withExec.exec(script);
}
