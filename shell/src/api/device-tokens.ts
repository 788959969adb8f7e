/**
 * The device tokens this browser was given at sign-in (ADR 0041), one per login id, kept in
 * localStorage beyond sign-out: sent back on that login id's next sign-in, a stranger's failed
 * sign-ins elsewhere never delay this browser. The last signed-in one is also sent with an
 * in-app password change, which is throttled with the same budgets. Storage refused (private
 * mode, quota): the sign-in still works, only without its own budget next time.
 */
const PREFIX = 'flower-market.device-token.';
const LAST = 'flower-market.device-token-last';

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The token an earlier sign-in of `loginId` gave this browser, if any. */
export const deviceTokenOf = (loginId: string) => read(PREFIX + loginId);

/** The token of the login id signed in last on this browser. */
export function lastDeviceToken(): string | undefined {
  const last = read(LAST);
  return last === undefined ? undefined : read(PREFIX + last);
}

/** Keeps the token a sign-in of `loginId` answered. */
export function keepDeviceToken(loginId: string, token: string): void {
  try {
    localStorage.setItem(PREFIX + loginId, token);
    localStorage.setItem(LAST, loginId);
  } catch {
    // See above.
  }
}
