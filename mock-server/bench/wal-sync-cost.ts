// The cost of durable commits on the embedded database: 300 small write transactions with the
// WAL flushed after each (the default) and without (PGLITE_DURABILITY=relaxed). Run by
// `npx tsx mock-server/bench/wal-sync-cost.ts`; prints ms per transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/pglite-db';

async function timeCommits(durable: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'walsync-'));
  const db = await openPglite({ dataDir: dir, durable });
  await db.query('CREATE TABLE t (id serial PRIMARY KEY, v text)');
  const count = 300;
  const start = performance.now();
  for (let i = 0; i < count; i++) await db.transaction((tx) => tx.query('INSERT INTO t (v) VALUES ($1)', [`row ${i}`]));
  const perCommit = (performance.now() - start) / count;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return perCommit;
}

void (async () => {
  const relaxed = await timeCommits(false);
  const durable = await timeCommits(true);
  console.log(
    `PGlite commit: ${relaxed.toFixed(2)} ms relaxed, ${durable.toFixed(2)} ms with the WAL flushed (+${(durable - relaxed).toFixed(2)} ms per write transaction)`,
  );
})();
