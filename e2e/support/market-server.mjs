// The real mock-server over a fresh data folder holding a sample market of a chosen size
// (seeded by the seed command, so the listing has as many lots as a measurement needs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Seeds `lots` web lots (two thirds on today's listing), starts the server; stop() removes everything. */
export async function startMarketServer({ lots, port: firstPort = 8190 }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-data-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', API_TARGET: 'MOCK' };
  delete env.DATABASE_URL; // always the embedded database: a measurement never touches a shared one
  const seeded = spawnSync(process.execPath, [tsx, 'mock-server/src/cli/seed.ts', '--lots', String(lots)], { cwd: root, env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);

  const port = await findFreePort(firstPort);
  const url = `http://127.0.0.1:${port}`;
  const log = [];
  const server = spawn(process.execPath, [tsx, 'mock-server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), SEED: '0', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.on('data', (chunk) => log.push(chunk.toString()));
  server.stderr.on('data', (chunk) => log.push(chunk.toString()));
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${url}/config.json`, 180_000, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${log.join('').slice(-4000)}`);
  }
  return { url, stop };
}
