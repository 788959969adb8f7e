// No secret leaks (hardening): after the e2e suite, with the server stopped, searches everything the server
// logged (its complete stdout/stderr, every other file it wrote under DATA_DIR except the
// database, the mail outbox and uploads, and the access_logs, system_logs and login_failures
// tables) for every secret the suite used, as recorded by e2e/support/secrets-collector.mjs
// plus the reset tokens of the outbox mails and the URL-signing key. Any hit fails; a secret
// is only ever printed as a short prefix. Also fails when the collector missed a kind of
// secret a test that ran is known to use, or a test file never went through the collector.
//
//   node node_modules/tsx/dist/cli.mjs e2e/secrets-audit.mjs --data-dir D --secrets-dir S \
//     [--tests a.test.mjs,b.test.mjs] [--database-url postgres://…]
// (tsx, because the tables are read with the server's own openDb.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SECRET_KINDS } from './support/secrets-collector.mjs';

const ALL = '*';

/**
 * Which test files are known to use each kind: when one of them ran and the collector caught
 * none of that kind, the collector (not the server) is broken and the audit says so.
 */
export const KNOWN_USERS = {
  password: ALL,
  session_token: ALL,
  // None: the e2e server runs with API_TARGET=MOCK, where the client never refreshes its token
  // (spec §4); counted all the same, so a run against a real target shows them.
  refreshed_token: [],
  stream_ticket: ['buyer-web-live-stock.test.mjs'],
  file_signature: ['admin-master.test.mjs', 'admin-news-mail.test.mjs'],
  reset_token: ['reset-password.test.mjs'],
};

/** What of DATA_DIR is not a log: the database (its log tables are read by SQL), mails, uploads, the key. */
const NOT_LOGS = new Set(['pglite', 'outbox', 'files', 'file-url-secret']);

/** Never the whole secret on screen: enough to recognise it, not enough to use it. */
export const prefixOf = (secret) => `${secret.slice(0, Math.min(6, Math.floor(secret.length / 2)))}…`;

/** The forms a secret can take in a log: as is, percent-encoded (URL, form) and JSON-escaped. */
export function formsOf(secret) {
  return [...new Set([secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)])];
}

/** Every secret recorded by the test processes, one entry per value, with the files that used it. */
export function readCollected(secretsDir) {
  const secrets = new Map();
  const files = new Map();
  const fileOf = (name) => files.get(name) ?? files.set(name, { hooks: new Set(), secrets: 0, kinds: {} }).get(name);
  if (!existsSync(secretsDir)) return { secrets, files };
  for (const name of readdirSync(secretsDir).filter((n) => n.endsWith('.jsonl'))) {
    for (const line of readFileSync(path.join(secretsDir, name), 'utf8').split('\n').filter(Boolean)) {
      const record = JSON.parse(line);
      const file = fileOf(record.file);
      if (record.hook) file.hooks.add(record.hook);
      else {
        file.secrets += 1;
        file.kinds[record.kind] = (file.kinds[record.kind] ?? 0) + 1;
        addSecret(secrets, record.kind, record.value, `${record.via}, ${record.file}`);
      }
    }
  }
  return { secrets, files };
}

// A value seen as several kinds (a refreshed token later sent as Bearer) keeps the most telling.
const PRIORITY = ['reset_token', 'stream_ticket', 'file_signature', 'refreshed_token', 'session_token', 'password', 'url_signing_key'];

export function addSecret(secrets, kind, value, via) {
  if (typeof value !== 'string' || !value) return;
  const known = secrets.get(value);
  if (!known || PRIORITY.indexOf(kind) < PRIORITY.indexOf(known.kind)) secrets.set(value, { kind, via });
}

/** Reset tokens straight from the mails (the link's fragment), and the key that signs file URLs. */
export function addDataDirSecrets(secrets, dataDir) {
  const outbox = path.join(dataDir, 'outbox');
  if (existsSync(outbox)) {
    for (const name of readdirSync(outbox).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(readFileSync(path.join(outbox, name), 'utf8'));
      for (const match of `${mail.text ?? ''}\n${mail.html ?? ''}`.matchAll(/[#?&]token=([A-Za-z0-9_-]+)/g)) {
        addSecret(secrets, 'reset_token', match[1], `outbox mail ${name}`);
      }
    }
  }
  const keyFile = path.join(dataDir, 'file-url-secret');
  const key = process.env.FILE_URL_SECRET || (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '');
  addSecret(secrets, 'url_signing_key', key, 'DATA_DIR/file-url-secret');
}

/** Every log file under DATA_DIR (server.log first), as { name, text }. */
export function logFiles(dataDir) {
  const found = [];
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relName = path.join(rel, entry.name);
      if (!rel && NOT_LOGS.has(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relName);
      else if (entry.isFile())
        found.push({ name: relName === 'server.log' ? 'server log' : `DATA_DIR/${relName}`, text: readFileSync(path.join(dir, entry.name), 'latin1') });
    }
  };
  walk(dataDir, '');
  return found.sort((a, b) => (a.name === 'server log' ? -1 : b.name === 'server log' ? 1 : a.name.localeCompare(b.name)));
}

/** The log tables, one line per row (`id<TAB>…`), read with the server's own database opener. */
export async function logTables(dataDir, databaseUrl) {
  const { openDb } = await import(pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../mock-server/src/db/open-db.ts')).href);
  const db = await openDb({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    const tables = [];
    for (const table of ['access_logs', 'system_logs', 'login_failures']) {
      const { rows } = await db.query(`SELECT id::text AS id, row_to_json(t)::text AS line FROM ${table} t ORDER BY id`);
      tables.push({ name: table, rows: rows.length, text: rows.map((row) => `${row.id}\t${row.line}`).join('\n') });
    }
    return tables;
  } finally {
    await db.close();
  }
}

const K = 8;

/** Where each secret (in any of its forms) occurs in text: one pass over the text, by 8-character prefix. */
export function findSecrets(text, secrets) {
  const byPrefix = new Map();
  const short = [];
  for (const [value, meta] of secrets) {
    for (const form of formsOf(value)) {
      if (form.length < K) short.push({ form, value, meta });
      else {
        const key = form.slice(0, K);
        byPrefix.set(key, [...(byPrefix.get(key) ?? []), { form, value, meta }]);
      }
    }
  }
  const hits = [];
  for (let i = 0; i + K <= text.length; i += 1) {
    const candidates = byPrefix.get(text.slice(i, i + K));
    if (candidates) for (const c of candidates) if (text.startsWith(c.form, i)) hits.push({ ...c, index: i });
  }
  for (const c of short) for (let i = text.indexOf(c.form); i >= 0; i = text.indexOf(c.form, i + 1)) hits.push({ ...c, index: i });
  return hits;
}

/** `line N` of a file, `id N` of a table row. */
function placeOf(source, index) {
  const lineStart = source.text.lastIndexOf('\n', index - 1) + 1;
  if (source.rows !== undefined) return `${source.name} id ${source.text.slice(lineStart, source.text.indexOf('\t', lineStart))}`;
  let line = 1;
  for (let i = source.text.indexOf('\n'); i >= 0 && i < index; i = source.text.indexOf('\n', i + 1)) line += 1;
  return `${source.name} line ${line}`;
}

/** The audit itself: problems (hits, collector gaps) and the summary line. */
export function audit({ secrets, files, sources, tests }) {
  const problems = [];
  const counts = Object.fromEntries([...SECRET_KINDS, 'url_signing_key'].map((kind) => [kind, 0]));
  for (const { kind } of secrets.values()) counts[kind] = (counts[kind] ?? 0) + 1;

  for (const test of tests) {
    const seen = files.get(test);
    if (!seen?.hooks.has('browser') || !seen.hooks.has('fetch'))
      problems.push(`${test} did not go through the secrets collector (hooks: ${[...(seen?.hooks ?? [])].join(', ') || 'none'})`);
    else if (seen.secrets === 0) problems.push(`${test}: the collector caught no secret at all`);
  }
  for (const [kind, users] of Object.entries(KNOWN_USERS)) {
    const ran = users === ALL ? tests : users.filter((user) => tests.includes(user));
    if (ran.length > 0 && counts[kind] === 0) problems.push(`no ${kind} captured although ${ran.join(', ')} ran: the collector misses it`);
  }

  const hitCounts = new Map();
  for (const source of sources) {
    for (const hit of findSecrets(source.text, secrets)) {
      hitCounts.set(source.name, (hitCounts.get(source.name) ?? 0) + 1);
      if ((hitCounts.get(source.name) ?? 0) <= 20) {
        problems.push(
          `HIT ${hit.meta.kind} ${prefixOf(hit.value)}${hit.form === hit.value ? '' : ' (encoded)'} in ${placeOf(source, hit.index)} (used: ${hit.meta.via})`,
        );
      }
    }
  }
  const kinds = Object.entries(counts)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const lines = (text) => (text ? text.split('\n').length - (text.endsWith('\n') ? 1 : 0) : 0);
  const where = sources.map((s) => `${hitCounts.get(s.name) ?? 0} hits in ${s.name} (${s.rows ?? lines(s.text)} ${s.rows === undefined ? 'lines' : 'rows'})`);
  const summary = `secrets audit: ${secrets.size} secrets (${kinds}) from ${files.size} test files, ${where.join(', ')}`;
  return { problems, summary };
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const dataDir = option('data-dir');
  const secretsDir = option('secrets-dir');
  if (!dataDir || !secretsDir) throw new Error('usage: secrets-audit.mjs --data-dir D --secrets-dir S [--tests a,b] [--database-url U]');
  const tests = (option('tests') ?? '').split(',').filter(Boolean);
  const { secrets, files } = readCollected(secretsDir);
  addDataDirSecrets(secrets, dataDir);
  const logs = logFiles(dataDir);
  const problems = [];
  const serverLog = logs.find((source) => source.name === 'server log');
  // The search is only worth something if the log was really written, requests included.
  if (!serverLog || !serverLog.text.includes('/api/v1/users/signin')) problems.push('the server log is missing or records no request: nothing was searched');
  const tables = await logTables(dataDir, option('database-url'));
  if (tables.find((table) => table.name === 'access_logs').rows === 0) problems.push('access_logs is empty: nothing was searched');
  const result = audit({ secrets, files, sources: [...logs, ...tables], tests });
  problems.push(...result.problems);
  for (const problem of problems) console.log(`secrets audit: ${problem}`);
  // E2E_SECRETS_VERBOSE=1: what each test file's hooks caught (to keep KNOWN_USERS true).
  if (process.env.E2E_SECRETS_VERBOSE) for (const [name, file] of files) console.log(`  ${name}: ${JSON.stringify(file.kinds)}`);
  console.log(result.summary);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`secrets audit: ${error.stack ?? error}`);
    process.exitCode = 1;
  });
}
