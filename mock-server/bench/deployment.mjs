// The bench's servers as markets run them (docs/operations.md): on the embedded database, one
// process with `npm start`'s defaults, buyers straight to it; on PostgreSQL, deploy/nginx.conf in
// front of two processes with the settings deploy/flower-market@.service and its env file give
// them (TRUST_PROXY=1, NODE_ENV=production, one FILE_URL_SECRET). No log level is set: the
// servers log at their default (info). A bare reference is reached the same way as the servers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../scripts/nginx-front.mjs';
import { freePort, startServer } from './harness.mjs';

/**
 * What nginx's error log holds (warn and above), by kind, on the console: an error a buyer saw may
 * be nginx's own (no connection left, an upstream refusing or timing out) and not the server's.
 */
function reportNginxErrors(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const kinds = new Map();
  for (const line of text.split('\n').filter(Boolean)) {
    // "2026/01/01 00:00:00 [error] 12#12: *345 connect() failed (111: ...) while connecting to upstream, client: ..."
    const kind = line
      .replace(/^\S+ \S+ /, '')
      .replace(/\d+#\d+: (\*\d+ )?/, '')
      .replace(/, client: .*$/, '')
      .replace(/\d+/g, 'N');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  if (!kinds.size) return;
  console.log('  nginx error log:');
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${n} × ${kind}`);
}

/** deploy/nginx.conf in front of `ports`, in a folder of its own; stop() also removes the folder. */
export async function nginxFront(ports) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fm-bench-nginx-'));
  try {
    // Debian's nginx.conf allows 768 connections a worker; 200 browsers of up to 6 connections
    // each (the purchase storm: 500), plus nginx's own to the servers, can need more, as a market's would.
    const front = await startNginx({ work, upstreams: ports, port: await freePort(), workerConnections: 4096 });
    const stop = async () => {
      await front.stop();
      reportNginxErrors(path.join(work, 'error.log'));
      rmSync(work, { recursive: true, force: true });
    };
    return { ...front, stop };
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Two bare servers (one per server process) behind the same nginx configuration, started by
 * `startBare()` (which answers { port, stop }): the bare reference of the deployment behind nginx.
 */
export async function bareBehindNginx(startBare) {
  const bares = [await startBare(), await startBare()];
  try {
    const front = await nginxFront(bares.map((b) => b.port));
    return { base: front.url, stop: async () => (await front.stop(), await Promise.all(bares.map((b) => b.stop()))) };
  } catch (err) {
    await Promise.all(bares.map((b) => b.stop()));
    throw err;
  }
}

/**
 * The servers for `databaseUrl` as deployed (null: the embedded database in `dataDir`). Answers
 * { base (the URL buyers use), front ('direct' or 'nginx'), where (for the figures' names),
 * servers (each process, reached directly), logBytes(), stop() }.
 */
export async function startDeployed({ dataDir, databaseUrl }) {
  if (!databaseUrl) {
    const server = await startServer({ dataDir, databaseUrl: null });
    return { base: server.base, front: 'direct', where: ' (npm start)', servers: [server], logBytes: () => server.logBytes(), stop: () => server.stop() };
  }
  const env = { TRUST_PROXY: '1', NODE_ENV: 'production', FILE_URL_SECRET: randomBytes(32).toString('hex') };
  const servers = [];
  const dirs = [];
  const stopServers = async () => {
    for (const s of servers.splice(0)) await s.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const name of ['a', 'b']) {
      dirs.push(mkdtempSync(path.join(os.tmpdir(), `fm-bench-${name}-`)));
      servers.push(await startServer({ dataDir: dirs.at(-1), databaseUrl, env }));
    }
    const front = await nginxFront(servers.map((s) => s.port));
    return {
      base: front.url,
      front: 'nginx',
      where: ' behind nginx, two processes',
      servers: [...servers],
      logBytes: () => servers.reduce((sum, s) => sum + s.logBytes(), 0),
      stop: async () => {
        await front.stop();
        await stopServers();
      },
    };
  } catch (err) {
    await stopServers();
    throw err;
  }
}
