/**
 * The device tokens this browser was given at sign-in (ADR 0041), one per login id, kept in
 * localStorage beyond sign-out: sent back on that login id's next sign-in, a stranger's failed
 * sign-ins elsewhere never delay this browser. The last signed-in one is also sent with an
 * in-app password change, which is throttled with the same budgets.
 */
const STORAGE_KEY = 'flower-market.device-tokens';
/** Enough for a shared shop computer; the oldest login id goes first. */
const MAX_LOGIN_IDS = 20;

interface Stored {
  /** Login id → token, oldest first. */
  tokens: Record<string, string>;
  last?: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Stored {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '') as Partial<Stored>;
    const tokens = parsed && typeof parsed.tokens === 'object' && parsed.tokens !== null ? parsed.tokens : {};
    return { tokens, last: typeof parsed.last === 'string' ? parsed.last : undefined };
  } catch {
    return { tokens: {} };
  }
}

/** The token an earlier sign-in of `loginId` gave this browser, if any. */
export function deviceTokenOf(loginId: string): string | undefined {
  const token = read().tokens[loginId];
  return typeof token === 'string' ? token : undefined;
}

/** The token of the login id signed in last on this browser. */
export function lastDeviceToken(): string | undefined {
  const { tokens, last } = read();
  return last === undefined ? undefined : tokens[last];
}

/** Keeps the token a sign-in of `loginId` answered. */
export function keepDeviceToken(loginId: string, token: string): void {
  const { tokens } = read();
  delete tokens[loginId];
  tokens[loginId] = token;
  const ids = Object.keys(tokens);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_LOGIN_IDS))) delete tokens[old];
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ tokens, last: loginId }));
  } catch {
    // Quota or access errors: the sign-in still works, only without its own budget next time.
  }
}
