import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  /** Embedded PGlite, uploaded files and the mail outbox live here. */
  dataDir: string;
  databaseUrl: string | null;
  /** `MOCK` or the API base URL the shell calls; overrides the shell's config.json. */
  apiTarget: string | null;
  /** The repository root holding shell/dist and remote-* /dist. */
  webRoot: string;
  /** The address users reach the app at; links in mails point here (never the Host header). */
  publicUrl: string;
  /** nodemailer SMTP URL; without it mail goes to <dataDir>/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** HMAC key for signed file URLs; shared by every server process of one market. */
  fileUrlSecret: string;
  /**
   * Where uploaded files live: 'disk' (<dataDir>/files, the embedded default) or 'database'
   * (file_blobs, the default with DATABASE_URL: every process serves every file). FILE_STORE.
   */
  fileStore: 'disk' | 'database';
  /** cacheMs: how long a session lookup is reused in memory (revocation evicts it at once). */
  session: { idleMs: number; absoluteMs: number; refreshGraceMs: number; cacheMs: number };
  /** How long a buyer read is answered from memory (http/read-cache/); 0 turns the cache off. */
  readCacheMs: number;
  resetTokenTtlMs: number;
  /**
   * Failed sign-ins allowed per login id / per address within windowMs before 429; perDevice:
   * per device token within the hour (areas/auth/sign-in/login-throttle.ts).
   */
  throttle: { perLogin: number; perAddress: number; perDevice: number; windowMs: number };
  /**
   * Which proxies' X-Forwarded-For to believe for the client address: false (none), a hop
   * count, or the proxies' addresses/CIDRs (TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1).
   */
  trustProxy: false | number | string[];
  /**
   * Slow clients are cut: headers must arrive within headersMs and the whole request (body
   * included) within requestMs; at most maxConnections sockets are open at once.
   */
  limits: { headersMs: number; requestMs: number; maxConnections: number; jsonBodyBytes: number };
  /** METRICS_PORT / METRICS_HOST: the Prometheus text without sign-in on a port of its own (null: off). */
  metrics: { port: number | null; host: string };
  /** Open live-stock streams allowed per account and in total (each holds a connection). */
  streams: { perAccount: number; total: number };
}

export const MOCK_SERVER_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(MOCK_SERVER_ROOT, '..');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const port = overrides.port ?? 8080;
  return {
    port,
    dataDir: path.join(MOCK_SERVER_ROOT, 'data'),
    databaseUrl: null,
    apiTarget: null,
    webRoot: REPO_ROOT,
    publicUrl: `http://localhost:${port}`,
    smtpUrl: null,
    mailFrom: 'flower-market <no-reply@flower-market.local>',
    fileUrlSecret: randomBytes(32).toString('hex'),
    fileStore: 'disk',
    session: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR, refreshGraceMs: 30_000, cacheMs: 10_000 },
    readCacheMs: 2000,
    resetTokenTtlMs: 30 * MINUTE,
    throttle: { perLogin: 5, perAddress: 20, perDevice: 5, windowMs: 15 * MINUTE },
    trustProxy: false,
    limits: { headersMs: 10_000, requestMs: 30_000, maxConnections: 4096, jsonBodyBytes: 256 * 1024 },
    streams: { perAccount: 10, total: 1000 },
    metrics: { port: null, host: '127.0.0.1' },
    ...overrides,
  };
}

/** Reads PORT, DATA_DIR, DATABASE_URL, FILE_STORE, METRICS_PORT, METRICS_HOST, API_TARGET, PUBLIC_URL, SMTP_URL, MAIL_FROM, FILE_URL_SECRET, TRUST_PROXY. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR || path.join(MOCK_SERVER_ROOT, 'data'));
  const base = defaultConfig({ port });
  return {
    ...base,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    apiTarget: env.API_TARGET || null,
    publicUrl: (env.PUBLIC_URL || base.publicUrl).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || base.mailFrom,
    fileUrlSecret: env.FILE_URL_SECRET || persistentSecret(dataDir),
    fileStore: parseFileStore(env.FILE_STORE, Boolean(env.DATABASE_URL)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metrics: { port: parseMetricsPort(env.METRICS_PORT), host: env.METRICS_HOST || base.metrics.host },
    readCacheMs: env.READ_CACHE_TTL_MS ? Number(env.READ_CACHE_TTL_MS) : base.readCacheMs,
    session: { ...base.session, cacheMs: env.SESSION_CACHE_TTL_MS ? Number(env.SESSION_CACHE_TTL_MS) : base.session.cacheMs },
    // Benchmarks (npm run harden) raise these to put the hashing pool under a real flood.
    throttle: {
      ...base.throttle,
      perLogin: Number(env.THROTTLE_PER_LOGIN) || base.throttle.perLogin,
      perAddress: Number(env.THROTTLE_PER_ADDRESS) || base.throttle.perAddress,
    },
  };
}

export function parseMetricsPort(value: string | undefined): number | null {
  if (!value) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`METRICS_PORT must be a port number, got ${value}`);
  return port;
}

/** FILE_STORE=disk|database; unset, the database with DATABASE_URL and the disk with PGlite. */
export function parseFileStore(value: string | undefined, hasDatabaseUrl: boolean): 'disk' | 'database' {
  const text = (value ?? '').trim();
  if (!text) return hasDatabaseUrl ? 'database' : 'disk';
  if (text === 'disk' || text === 'database') return text;
  throw new Error(`FILE_STORE must be disk or database, got ${value}`);
}

/**
 * TRUST_PROXY: unset/0/false trusts no header; a number trusts that many proxy hops; a
 * comma-separated list trusts those proxy addresses or CIDRs. `true` (trust any header, so
 * anyone could claim any address) is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For; give the proxy hop count (1) or the proxy addresses');
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A secret kept in the data folder, so signed URLs survive a restart of a single server. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'file-url-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
