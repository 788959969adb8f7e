import { loadMailDeliverySettings } from './areas/admin-news-mail/mail-delivery/delivery-settings';
import { parseTrustProxy } from './config';

/** Thrown at start when a setting is refused; main.ts prints the message and exits 1. */
export class SettingsError extends Error {}

type Rule = (value: string) => string | null;

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): Rule =>
  (value) =>
    /^-?\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max
      ? null
      : `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`;
const oneOf =
  (...allowed: string[]): Rule =>
  (value) =>
    allowed.includes(value) ? null : `must be one of ${allowed.join(', ')}`;
const url =
  (...protocols: string[]): Rule =>
  (value) => {
    try {
      return protocols.includes(new URL(value).protocol) ? null : `must be a ${protocols.join(' or ')}// URL`;
    } catch {
      return `must be a ${protocols.join(' or ')}// URL`;
    }
  };

/** Every setting the server reads (docs/operations.md "Settings"), with its rule. Unset or empty means the default. */
const RULES: Record<string, Rule> = {
  PORT: integer(0, 65535),
  DATABASE_URL: url('postgres:', 'postgresql:'),
  API_TARGET: (value) => (value === 'MOCK' ? null : url('http:', 'https:')(value) && 'must be MOCK or an http(s):// URL'),
  SEED: oneOf('1', '0', 'true', 'false'),
  PUBLIC_URL: url('http:', 'https:'),
  SMTP_URL: url('smtp:', 'smtps:'),
  FILE_URL_SECRET: (value) => (value.length >= 16 ? null : 'must be at least 16 characters'),
  TRUST_PROXY: (value) => {
    try {
      parseTrustProxy(value);
      return null;
    } catch (err) {
      return (err as Error).message.replace(/^TRUST_PROXY=?\S* ?/, '');
    }
  },
  HASH_WORKERS: integer(1, 64),
  HASH_QUEUE: integer(1),
  HASH_NICE: integer(-20, 19),
  PGLITE_DURABILITY: oneOf('relaxed', 'flushed'),
  SESSION_CACHE_TTL_MS: integer(0),
  READ_CACHE_TTL_MS: integer(0),
  THROTTLE_PER_LOGIN: integer(1),
  THROTTLE_PER_ADDRESS: integer(1),
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
};

/**
 * Checks every setting before anything else happens (no database opened, nothing migrated or
 * seeded): a refused value stops the start with a message naming each bad setting,
 * instead of being silently replaced by a default or failing later.
 */
export function checkSettings(env: NodeJS.ProcessEnv = process.env): void {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const problem = rule(value);
    if (problem) problems.push(`${name}: ${problem}, got ${JSON.stringify(value.slice(0, 100))}`);
  }
  try {
    loadMailDeliverySettings(env);
  } catch (err) {
    problems.push((err as Error).message.replace(/^(MAIL_\w+) /, '$1: '));
  }
  if (problems.length) throw new SettingsError(`Settings refused (nothing was started):\n  ${problems.join('\n  ')}`);
}
