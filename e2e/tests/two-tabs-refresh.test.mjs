// Resilience: two tabs of one browser (one localStorage) with a real API target, so every
// successful call refreshes the token (spec §4), make calls at once for 30 s: both stay signed
// in. The tabs refresh under one Web Lock and follow each other's stored token; the server
// answers a repeated refresh of one token within its grace period with the same new token.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

const RUN_MS = 30_000;

/** Serves config.json with API_TARGET set to this server's API, as a deployment with a real target does. */
async function realApiTarget(page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, API_TARGET: `${BASE_URL}/api/v1` } });
  });
}

describe('two tabs refreshing one session', () => {
  const browser = useBrowser();

  it('stay signed in while both make calls at once for 30 s', async () => {
    const pages = [await browser.newPage(), await browser.newPage()];
    const api = [];
    for (const page of pages) {
      await realApiTarget(page);
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/api/v1/')) api.push({ path, status: response.status() });
      });
    }
    await signIn(pages[0], ACCOUNTS.headBranch);
    await waitForPath(pages[0], '/mypage');
    await pages[0].getByRole('heading', { name: 'マイページ' }).waitFor();
    await pages[1].goto(`${BASE_URL}/mypage`);
    await pages[1].getByRole('heading', { name: 'マイページ' }).waitFor();

    const until = Date.now() + RUN_MS;
    const routes = ['/mypage', '/news', '/market', '/sale'];
    await Promise.all(
      pages.map(async (page, tab) => {
        for (let i = 0; Date.now() < until && i < 200; i++) {
          const path = routes[(i + tab) % routes.length];
          if (i % 2 === 0)
            await page.goto(`${BASE_URL}${path}`); // a fresh load reads the shared token
          else await page.getByRole('link', { name: 'マイページ', exact: true }).first().click(); // in-app, the token in memory
          await page.waitForLoadState('networkidle').catch(() => undefined);
          assert.equal(
            await page.getByText('セッションがタイムアウトしました。再度ログインしてください。').count(),
            0,
            `tab ${tab + 1} was signed out at ${path}`,
          );
        }
      }),
    );

    const refreshes = api.filter((r) => r.path === '/api/v1/users/refresh');
    assert.ok(refreshes.length >= 10, `only ${refreshes.length} refreshes happened`);
    assert.deepEqual(
      api.filter((r) => r.status === 401),
      [],
      'no call was refused',
    );
    for (const page of pages) {
      await page.goto(`${BASE_URL}/mypage`);
      await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    }
    const { token } = await storedSession(pages[0]);
    const check = await fetch(`${BASE_URL}/api/v1/users/setting`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(check.status, 200, 'the stored token still works');
  });
});
