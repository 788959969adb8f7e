// The harness side of the secrets audit (no secret in any log or answer): where the server's output goes, how the
// test processes are hooked, and running e2e/secrets-audit.mjs once the server has stopped.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Writes the server's complete stdout and stderr to DATA_DIR/server.log (the audit reads it). */
export function logServerOutput(server, dataDir) {
  const file = createWriteStream(path.join(dataDir, 'server.log'));
  server.stdout.pipe(file, { end: false });
  server.stderr.pipe(file, { end: false });
  const closed = new Promise((resolve) => server.once('close', resolve));
  return {
    /** After the server exited: every byte it wrote is in the file. */
    async finish() {
      await closed;
      await new Promise((resolve) => file.end(resolve));
    },
  };
}

/** What the test runner needs so every test process records the secrets it uses. */
export function collectorOptions(secretsDir) {
  return {
    execArgv: ['--import', pathToFileURL(path.join(root, 'e2e/support/secrets-preload.mjs')).href],
    env: { E2E_SECRETS_DIR: secretsDir },
  };
}

/** SIGTERM to the server's process group, SIGKILL after 30 s; resolves once it has exited. */
export async function stopServerAndWait(server) {
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // already gone
    }
  };
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  // tsx's child (the server itself) may outlive its parent for a moment: wait for the group.
  for (let i = 0; i < 100; i += 1) {
    try {
      process.kill(-server.pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the audit (under tsx: it opens the database with the server's own code); true when clean. */
export function runSecretsAudit({ dataDir, secretsDir, testFiles }) {
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'e2e/secrets-audit.mjs'), '--data-dir', dataDir, '--secrets-dir', secretsDir];
  args.push('--tests', testFiles.map((file) => path.basename(file)).join(','));
  if (process.env.DATABASE_URL) args.push('--database-url', process.env.DATABASE_URL);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code === 0));
  });
}
