import { seedIfEmpty, tablesWithData } from '../src/seed';
import { writeSystemLog } from '../src/logs/system-log';
import { startTestServer, waitFor, type TestServer } from './helpers';

/**
 * SEED=1 on a database a server has already run on (its log tables hold
 * rows: system log lines, access logs, failed sign-ins) loads the sample into the empty
 * business tables without a duplicate key, keeps the log rows, and a later start with SEED=1
 * leaves the filled database alone instead of crashing.
 */
let server: TestServer;
const lines: string[] = [];
const log = (msg: string) => void lines.push(msg);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

it('loads the sample into a database that has run (log rows present), then leaves it alone at every later start', async () => {
  // What a server does on an empty database without SEED: logs its start, API calls, failed sign-ins.
  await writeSystemLog(server.db, 'system', 'サーバー起動', server.clock.now());
  expect((await server.api('POST', '/users/signin', { body: { id: 'admin', password: 'admin-pass-1' } })).status).toBe(401);
  expect((await server.api('POST', '/users/signin', { body: { id: 'nobody', password: 'wrong-pass-1' } })).status).toBe(401);
  await waitFor(async () => (await count('access_logs')) >= 2, 10_000);
  const before = { system: await count('system_logs'), access: await count('access_logs'), failures: await count('login_failures') };
  expect(before.system).toBeGreaterThanOrEqual(1);
  expect(before.failures).toBe(2);
  expect(await tablesWithData(server.db)).toEqual([]);

  expect(await seedIfEmpty(server.db, server.app.fileStore, log, server.clock.now())).toBe(true);
  // The earlier log rows are kept; the sample's are appended after them.
  expect(await count('system_logs')).toBeGreaterThan(before.system);
  expect(await count('login_failures')).toBeGreaterThan(before.failures);
  expect((await server.db.query(`SELECT 1 FROM system_logs WHERE operation_log = 'サーバー起動'`)).rows).toHaveLength(1);
  expect(await server.signIn('admin', 'admin-pass-1')).toEqual(expect.any(String));

  // The next start with SEED=1: the business tables hold data, nothing is loaded, nothing fails.
  const products = await count('products');
  expect(await seedIfEmpty(server.db, server.app.fileStore, log, server.clock.now())).toBe(false);
  expect(await count('products')).toBe(products);
  expect(lines.at(-1)).toMatch(/^SEED: the database already holds data \(purchasers, branches, accounts/);
  // New log rows after the seed do not collide with the sample's ids.
  await writeSystemLog(server.db, 'system', 'サーバー起動', server.clock.now());
}, 120_000);
