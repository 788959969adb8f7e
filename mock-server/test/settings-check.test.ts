import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SERVER_ROOT, REPO_ROOT } from '../src/config';
import { checkSettings } from '../src/settings-check';

/** Every setting is checked at start, before the database is touched, naming the setting. */
describe('settings checked at start', () => {
  it.each([
    [{ SEED: 'yes' }, 'SEED: must be one of 1, 0, true, false, got "yes"'],
    [{ READ_CACHE_TTL_MS: '-5' }, 'READ_CACHE_TTL_MS: must be a whole number from 0, got "-5"'],
    [{ HASH_WORKERS: '0' }, 'HASH_WORKERS: must be a whole number from 1 to 64, got "0"'],
    [{ MAIL_POLL_SECONDS: 'often' }, 'MAIL_POLL_SECONDS: must be a number ≥ 0.1, got often'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS: must be a number ≥ 1, got 0'],
    [{ THROTTLE_PER_LOGIN: 'many' }, 'THROTTLE_PER_LOGIN: must be a whole number from 1, got "many"'],
    [{ SESSION_CACHE_TTL_MS: '1.5' }, 'SESSION_CACHE_TTL_MS: must be a whole number from 0, got "1.5"'],
    [{ PGLITE_DURABILITY: 'off' }, 'PGLITE_DURABILITY: must be one of relaxed, flushed, got "off"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres: or postgresql:// URL, got "mysql://x"'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535, got "70000"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY:'],
  ])('%j is refused by name', (env, message) => {
    expect(() => checkSettings(env)).toThrow(message);
  });

  it('accepts the defaults and good values', () => {
    expect(() => checkSettings({})).not.toThrow();
    expect(() =>
      checkSettings({
        SEED: '1',
        READ_CACHE_TTL_MS: '0',
        HASH_WORKERS: '2',
        MAIL_POLL_SECONDS: '15',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://market.example.jp',
      }),
    ).not.toThrow();
  });

  it('names every bad setting at once', () => {
    expect(() => checkSettings({ SEED: 'yes', HASH_WORKERS: '0' })).toThrow(/SEED: .*\n {2}HASH_WORKERS: /);
  });

  it('stops a real start before any database is created', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'yes', READ_CACHE_TTL_MS: '-5', PORT: '0' };
      delete env.DATABASE_URL;
      const run = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
        cwd: MOCK_SERVER_ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SEED: must be one of 1, 0, true, false, got "yes"');
      expect(run.stderr).toContain('READ_CACHE_TTL_MS: must be a whole number from 0, got "-5"');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
