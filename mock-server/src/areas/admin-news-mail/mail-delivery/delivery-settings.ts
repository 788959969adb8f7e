/** How the bulk mail scheduler runs; from the environment (docs/operations.md "Settings"). */
export interface MailDeliverySettings {
  /** MAIL_SEND_RATE_PER_MINUTE: messages per minute per server process; 0 = no limit. */
  ratePerMinute: number;
  /** MAIL_POLL_SECONDS: how often due mails are looked for. */
  pollMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts per recipient before it is given up and shown as failed. */
  maxAttempts: number;
  /** MAIL_RETRY_BASE_SECONDS: first retry delay; doubled after each failure, at most an hour. */
  retryBaseMs: number;
  /** MAIL_SENDING_LEASE_SECONDS: a delivery 'sending' longer than this belongs to a dead process. */
  leaseMs: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliverySettings = {
  ratePerMinute: 60,
  pollMs: 15_000,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  leaseMs: 15 * 60_000,
};

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${raw}`);
  return value;
}

export function loadMailDeliverySettings(env: NodeJS.ProcessEnv = process.env): MailDeliverySettings {
  const d = DEFAULT_MAIL_DELIVERY;
  return {
    ratePerMinute: numberFrom(env, 'MAIL_SEND_RATE_PER_MINUTE', d.ratePerMinute, 0),
    pollMs: numberFrom(env, 'MAIL_POLL_SECONDS', d.pollMs / 1000, 0.1) * 1000,
    maxAttempts: Math.floor(numberFrom(env, 'MAIL_MAX_ATTEMPTS', d.maxAttempts, 1)),
    retryBaseMs: numberFrom(env, 'MAIL_RETRY_BASE_SECONDS', d.retryBaseMs / 1000, 0) * 1000,
    leaseMs: numberFrom(env, 'MAIL_SENDING_LEASE_SECONDS', d.leaseMs / 1000, 1) * 1000,
  };
}

/** Delay before attempt `attempts + 1` after `attempts` failures. */
export function retryDelayMs(settings: MailDeliverySettings, attempts: number): number {
  return Math.min(60 * 60_000, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}
