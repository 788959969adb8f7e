// Each remote taken down in turn breaks only its own area: the shell, its menus and the
// other remotes keep working, and 再読み込み loads the remote once it is back, without a
// page reload.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';

const BUYER = [
  { folder: 'remote-buyer-web', path: '/web', ready: (page) => page.getByRole('heading', { name: 'Web販売' }) },
  { folder: 'remote-mypage-market', path: '/mypage', ready: (page) => page.getByRole('heading', { name: 'マイページ' }) },
];
const ADMIN = [
  { folder: 'remote-admin-master', path: '/admins/master/link', ready: (page) => page.getByRole('heading', { name: 'リンク' }) },
  { folder: 'remote-admin-transaction', path: '/admins/transaction/sale', ready: (page) => page.getByRole('heading', { name: '売買' }) },
  { folder: 'remote-admin-news-mail', path: '/admins/news', ready: (page) => page.getByRole('heading', { name: 'お知らせ管理' }) },
];

async function checkIsolation(page, account, home, remote, others) {
  // Blocked before signing in: a remote once loaded stays loaded for the page's life.
  const pattern = `**/remotes/${remote.folder}/**`;
  // What an area that fails logs (RemoteErrorBoundary), to tell a failure to load from a page that throws.
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route(pattern, (route) => route.abort());
  await signIn(page, account);
  await waitForPath(page, home);
  await page.goto(`${BASE_URL}${remote.path}`);
  await waitForPath(page, remote.path);

  const error = page.getByText('この画面を読み込めませんでした。');
  await error.first().waitFor();
  // The shell still works around the broken area: header, menu, sign-out.
  await page.getByRole('navigation', { name: 'メニュー' }).waitFor();
  await page.getByRole('button', { name: 'ログアウト' }).waitFor();

  // The other remotes still load, by client-side navigation from the same page.
  for (const other of others) {
    await page
      .getByRole('navigation', { name: 'メニュー' })
      .getByRole('link')
      .filter({ hasText: new RegExp(`^${other.menu}$`) })
      .click();
    await waitForPath(page, other.path);
    await other.ready(page).waitFor();
    // The broken area's error may still be leaving the page as the other area appears: wait for it to go.
    await error
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    const shown = await page.locator('[data-remote-error]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-remote-error')));
    assert.deepEqual(shown, [], `${other.folder} must not show the error while ${remote.folder} is down; logged:\n${consoleErrors.join('\n')}`);
  }

  // Back to the broken area, bring the remote back and retry without reloading.
  await page
    .getByRole('navigation', { name: 'メニュー' })
    .getByRole('link')
    .filter({ hasText: new RegExp(`^${remote.menu}$`) })
    .click();
  await error.first().waitFor();
  await page.unroute(pattern);
  const marker = await page.evaluate(() => (window.__noReload = Math.random()));
  // One 再読み込み brings the remote back in all its areas (/web: the page and the side panel).
  await page.getByRole('button', { name: '再読み込み' }).first().click();
  await remote.ready(page).waitFor();
  await error.first().waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => window.__noReload), marker, 'the page must not reload');
}

describe('a remote that cannot be loaded breaks only its own area', () => {
  const browser = useBrowser();
  const menu = { '/web': 'Web販売', '/mypage': 'マイページ', '/admins/master/link': 'リンク', '/admins/transaction/sale': '売買', '/admins/news': 'お知らせ' };
  for (const list of [BUYER, ADMIN]) for (const remote of list) remote.menu = menu[remote.path];

  for (const remote of BUYER) {
    it(`${remote.folder} down: only ${remote.path} shows the error, 再読み込み brings it back`, async () => {
      const page = await browser.newPage();
      await checkIsolation(
        page,
        ACCOUNTS.headBranch,
        '/mypage',
        remote,
        BUYER.filter((other) => other !== remote),
      );
    });
  }

  for (const remote of ADMIN) {
    it(`${remote.folder} down: only ${remote.path} shows the error, 再読み込み brings it back`, async () => {
      const page = await browser.newPage();
      await checkIsolation(
        page,
        ACCOUNTS.admin,
        '/admins/master/products',
        remote,
        ADMIN.filter((other) => other !== remote),
      );
    });
  }

  it("the shell's own modals keep working while a remote is down", async () => {
    const page = await browser.newPage();
    await page.route('**/remotes/remote-mypage-market/**', (route) => route.abort());
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByText('この画面を読み込めませんでした。').first().waitFor();

    const { token } = await page.evaluate(() => JSON.parse(localStorage.getItem('flower-market.session')));
    await fetch(`${BASE_URL}/api/v1/users/signout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await page.getByRole('link', { name: 'Web販売', exact: true }).click();
    await page.getByText('セッションがタイムアウトしました。再度ログインしてください。').waitFor();
    await page.getByRole('button', { name: 'ログイン画面へ' }).click();
    await waitForPath(page, '/login');
  });
});
