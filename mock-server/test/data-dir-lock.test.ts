import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * One process per PGlite folder, with real server processes (the same script
 * `npm run harden` runs): a second process on the same DATA_DIR exits non-zero with a message
 * naming the folder and the owner's pid; after the owner is killed with SIGKILL its lock file
 * is left behind, and the next start takes it over and serves.
 */
describe('one server process per PGlite folder', () => {
  it('refuses a second process on the same DATA_DIR, and starts after a kill -9', () => {
    const script = path.join(__dirname, '..', 'bench', 'data-dir-lock.mjs');
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 240_000, env: process.env });
    const summary = /data-dir lock: (\{.*\})/.exec(run.stdout);
    expect(summary).not.toBeNull();
    const figures = JSON.parse(summary![1]) as { secondExit: number; message: string; staleLockLeftByKill9: boolean; failures: string[] };
    expect(figures.failures).toEqual([]);
    expect(figures.secondExit).toBe(1);
    expect(figures.message).toMatch(/^DATA_DIR: the embedded database folder .*pglite is in use by another server process \(pid \d+\)/);
    expect(figures.staleLockLeftByKill9).toBe(true);
    expect(run.status).toBe(0);
  }, 300_000);
});
