// `npm run test:deploy` (part of `npm test`): `npm start` stops gracefully when npm itself gets
// SIGTERM (what a container runtime or process manager sends) or SIGINT, and leaves no process
// behind. Runs after `npm run build`, so `npm start` finds every package current.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The processes of process group `pgid` still alive (ps), as "pid command" lines. */
const groupMembers = (pgid) =>
  spawnSync('ps', ['-o', 'pid=,stat=,args=', '-g', String(pgid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^\d+\s+Z/.test(l));

// package.json pins Node 24 (the `node` package): npm scripts run node_modules/.bin/node first on
// PATH, so this runner and the server `npm start` spawns run it whatever the system's Node is.
const NODE_MAJOR = 'v24.';

test('npm test runs on Node 24', () => {
  assert.ok(process.version.startsWith(NODE_MAJOR), `the test runner runs Node ${process.version}, not 24`);
  console.log(`npm test: Node ${process.version} (${process.execPath})`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  test(`npm start exits on ${signal} sent to npm, the server closed gracefully, no process left`, { timeout: 240_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fm-npm-start-'));
    // Its own process group, so every descendant can be found (and, on failure, cleaned up).
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: '0', DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (c) => (output += c));
    npm.stderr.on('data', (c) => (output += c));
    const exited = new Promise((resolve) => npm.once('exit', (code, sig) => resolve({ code, sig })));
    try {
      const until = Date.now() + 180_000;
      let healthy = false;
      while (!healthy && Date.now() < until && npm.exitCode === null) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (!healthy) await sleep(200);
      }
      assert.ok(healthy, `npm start did not serve /api/v1/health:\n${output}`);
      // The server's start-up line names the Node it runs on (main.ts); it follows the listen.
      const startLine = /flower market server on .*, Node (v[\d.]+)\)/;
      for (let i = 0; i < 100 && !startLine.test(output); i++) await sleep(100);
      const started = startLine.exec(output);
      assert.ok(started, `npm start logged no start-up line naming its Node:\n${output}`);
      assert.ok(started[1].startsWith(NODE_MAJOR), `npm start runs Node ${started[1]}, not 24`);
      console.log(`npm start: Node ${started[1]}`);
      if (signal === 'SIGTERM') {
        // The PGlite backup command, while this server runs: the server writes it (SIGUSR2).
        const backupDir = path.join(dataDir, '..', `${path.basename(dataDir)}-backup`);
        const backup = spawnSync(process.execPath, [path.join(root, 'mock-server/dist/cli/backup.js'), '--out', backupDir], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 120_000,
        });
        assert.equal(backup.status, 0, `backup --out failed: ${backup.stderr}`);
        assert.match(backup.stdout, /^backup: /);
        assert.ok(existsSync(path.join(backupDir, 'backup.json')) && existsSync(path.join(backupDir, 'pglite.tar.gz')), 'the backup folder is incomplete');
        const restoredDir = `${backupDir}-restored`;
        const restore = spawnSync(process.execPath, [path.join(root, 'mock-server/dist/cli/backup.js'), '--from', backupDir], {
          env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 120_000,
        });
        assert.equal(restore.status, 0, `backup --from failed: ${restore.stderr}`);
        assert.ok(existsSync(path.join(restoredDir, 'pglite', 'PG_VERSION')), 'the restored DATA_DIR holds no database');
        console.log(`backup while npm start runs: ${backup.stdout.trim()}; ${restore.stdout.trim()}`);
        rmSync(backupDir, { recursive: true, force: true });
        rmSync(restoredDir, { recursive: true, force: true });
      }
      const before = groupMembers(npm.pid);
      assert.ok(before.length >= 1, 'no process found in npm start’s group');

      process.kill(npm.pid, signal);
      const result = await Promise.race([exited, sleep(30_000).then(() => 'timeout')]);
      assert.notEqual(result, 'timeout', `npm did not exit within 30 s of ${signal}:\n${output}`);
      await sleep(500);
      assert.deepEqual(groupMembers(npm.pid), [], `processes left behind after ${signal} (before: ${before.join(' | ')})`);
      assert.match(output, new RegExp(`${signal}: shutting down`), 'the server did not log its graceful shutdown');
      const stillListening = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        () => true,
        () => false,
      );
      assert.equal(stillListening, false, 'the port still answers after npm exited');
      console.log(`npm start: ${signal} to npm (pid ${npm.pid}) → exit ${JSON.stringify(result)}; processes before: ${before.length}, after: 0`);
    } finally {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is gone, as it should be
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
