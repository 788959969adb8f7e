// The sample market is seeded for today, and next orders for tomorrow close at 23:00 Japan time
// (system parameter NEXT_ORDER_DEADLINE), so the tests that reserve would fail whenever the run
// falls between 23:00 and midnight in Japan. The harness moves the deadline to 23:59 through the
// administrator's API, as an administrator would on the system parameters screen; after midnight
// the seeded day itself is over, which no setting changes.
import { ACCOUNTS } from './app.mjs';

export async function keepNextOrdersOpenUntilMidnight(baseUrl) {
  const signIn = await fetch(`${baseUrl}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.admin),
  });
  if (signIn.status !== 200) throw new Error(`administrator sign-in answered ${signIn.status}`);
  const { token } = await signIn.json();
  const put = await fetch(`${baseUrl}/api/v1/admins/system_parameter/NEXT_ORDER_DEADLINE`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ PARAMETER: '23:59' }),
  });
  if (put.status !== 200) throw new Error(`NEXT_ORDER_DEADLINE answered ${put.status}: ${await put.text()}`);
  await fetch(`${baseUrl}/api/v1/users/signout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}
