import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_ROOT = path.join(__dirname, '..', '..');
// node itself with tsx's loader, not the tsx wrapper, whose child would outlive a SIGKILL.
const TSX_ARGS = [
  '--require',
  path.join(SERVER_ROOT, '..', 'node_modules', 'tsx', 'dist', 'preflight.cjs'),
  '--import',
  pathToFileURL(path.join(SERVER_ROOT, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server (src/main.ts) as a child process. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Calls /api/v1<path> with a JSON body and an optional bearer token. */
  api(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  signIn(loginId: string, password: string): Promise<string>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts src/main.ts over `dataDir` (PGlite) or `databaseUrl`; resolves once /api/v1/health answers. */
export async function startServerProcess(options: { dataDir: string; databaseUrl: string | null; env: Record<string, string> }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...TSX_ARGS, path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await sleep(200);
  }
  const api = async (method: string, apiPath: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}/api/v1${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  return {
    base,
    api,
    async signIn(loginId, password) {
      const res = await api('POST', '/users/signin', { id: loginId, password });
      if (res.status !== 200) throw new Error(`signIn(${loginId}) answered ${res.status}`);
      return res.body.token as string;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
