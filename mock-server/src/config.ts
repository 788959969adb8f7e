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
  session: { idleMs: number; absoluteMs: number; refreshGraceMs: number };
  resetTokenTtlMs: number;
  /** Failed sign-ins allowed per login id / per address within windowMs before 429. */
  throttle: { perLogin: number; perAddress: number; windowMs: number };
  /** Trust X-Forwarded-For (behind a reverse proxy) for the per-address throttle. */
  trustProxy: boolean;
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
    session: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR, refreshGraceMs: 30_000 },
    resetTokenTtlMs: 30 * MINUTE,
    throttle: { perLogin: 5, perAddress: 20, windowMs: 15 * MINUTE },
    trustProxy: false,
    ...overrides,
  };
}

/** Reads PORT, DATA_DIR, DATABASE_URL, API_TARGET, PUBLIC_URL, SMTP_URL, MAIL_FROM, FILE_URL_SECRET, TRUST_PROXY. */
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
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
