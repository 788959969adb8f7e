import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/clock';
import { defaultConfig, type AppConfig } from '../../src/config';
import { openDb } from '../../src/db/open-db';
import type { Db } from '../../src/db/types';
import { ENV, TEST_NOW } from './constants';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from './databases';

export interface ApiResponse<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface ApiOptions {
  token?: string;
  /** An object is sent as JSON; a string or Buffer is sent as is (e.g. malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  db: Db;
  clock: ManualClock;
  config: AppConfig;
  app: FastifyInstance;
  /** Signs in over HTTP and returns the token (throws unless 200). */
  signIn(loginId: string, password: string): Promise<string>;
  /**
   * Calls the server over HTTP. Paths starting with /users, /admins or /health are API paths
   * and get the /api/v1 prefix; any other path (/api/docs, /files/…, /config.json, /) is used as given.
   */
  api<Body = any>(method: string, path: string, options?: ApiOptions): Promise<ApiResponse<Body>>;
  /** Mails written to the outbox so far, oldest first. */
  outbox(): OutboxMail[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** Start from the sample market (default) or from an empty, migrated database. */
  seed?: boolean;
  clock?: ManualClock;
  config?: Partial<AppConfig>;
  /** Fastify's logger option (default: no log). */
  logger?: FastifyServerOptions['logger'];
}

const API_PATH = /^\/(users|admins|health)(\/|$|\?)/;

/** A real server on a free port over a fresh copy of the prepared database. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const seed = options.seed ?? true;
  if (seed && process.env[ENV.seedError]) throw new Error(`The sample market could not be seeded:\n${process.env[ENV.seedError]}`);
  const tmpRoot = process.env[ENV.tmpRoot] ?? os.tmpdir();
  const dataDir = mkdtempSync(path.join(tmpRoot, 'server-'));
  const { db, dropDb } = await openTestDb(seed);
  const clock = options.clock ?? new ManualClock(TEST_NOW);
  const config = defaultConfig({ port: 0, dataDir, publicUrl: 'http://localhost:8080', ...options.config });
  let app: FastifyInstance;
  try {
    app = await buildApp({ db, clock, config, logger: options.logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    // A server that failed to start must not keep jest from exiting.
    await db.close();
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const api = async <Body>(method: string, urlPath: string, opts: ApiOptions = {}): Promise<ApiResponse<Body>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Uint8Array | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : Buffer.isBuffer(opts.body) ? new Uint8Array(opts.body) : JSON.stringify(opts.body);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    }
    const res = await fetch(url + (API_PATH.test(urlPath) ? `/api/v1${urlPath}` : urlPath), { method, headers, body: body as BodyInit | undefined });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: (isJson && text ? JSON.parse(text) : text) as Body, headers: res.headers };
  };

  return {
    url,
    db,
    clock,
    config,
    app,
    api,
    async signIn(loginId, password) {
      const res = await api<{ token: string }>('POST', '/users/signin', { body: { id: loginId, password } });
      if (res.status !== 200) throw new Error(`signIn(${loginId}) answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
    },
    async close() {
      await app.close();
      await db.close();
      await dropDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDb(seed: boolean): Promise<{ db: Db; dropDb: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = process.env[seed ? ENV.pgSeeded : ENV.pgEmpty];
    if (!template) throw new Error('The server tests need the jest globalSetup of the "server" project');
    const name = `fm_t_${process.env[ENV.runId]}_${randomSuffix()}`;
    await withAdminClient(databaseUrl, (client) => createDatabaseFromTemplate(client, name, template));
    const db = await openDb({ databaseUrl: databaseUrlFor(databaseUrl, name) });
    return { db, dropDb: () => withAdminClient(databaseUrl, (client) => dropDatabase(client, name)) };
  }
  const dump = process.env[seed ? ENV.pgliteSeeded : ENV.pgliteEmpty];
  if (!dump) throw new Error('The server tests need the jest globalSetup of the "server" project');
  const db = await openDb({ loadDataDir: new Blob([readFileSync(dump)]) });
  return { db, dropDb: async () => undefined };
}
