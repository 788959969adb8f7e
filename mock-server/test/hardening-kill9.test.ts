import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * kill -9 under purchase/cancel load loses and duplicates nothing. The same
 * script as `npm run harden` (bench/kill9.mjs: real server processes, SIGKILL at a random
 * moment, then the database is checked), with 2 rounds here; 20 in the script. On PostgreSQL
 * when DATABASE_URL is set, else on the embedded database.
 */
describe('kill -9 durability', () => {
  it('keeps every acknowledged purchase and cancel exactly once, the stock equation, and idempotent replays', () => {
    const script = path.join(__dirname, '..', 'bench', 'kill9.mjs');
    const run = spawnSync(process.execPath, [script, '--rounds', '2'], { encoding: 'utf8', timeout: 240_000, env: process.env });
    const summary = /kill -9 \((PGlite|PostgreSQL)\): (\{.*\})/.exec(run.stdout);
    expect(summary).not.toBeNull();
    const figures = JSON.parse(summary![2]) as { rounds: number; purchases: number; lostOrDuplicated: number };
    expect(figures.rounds).toBe(2);
    expect(figures.purchases).toBeGreaterThan(0);
    expect(figures.lostOrDuplicated).toBe(0);
    expect(run.status).toBe(0);
  }, 300_000);
});
