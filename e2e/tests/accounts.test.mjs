// Sign in as each sample account (docs/requirements.md, design rule D3) and see what the spec gives it (spec §2, §6).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, menuLabels, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/fm-screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const BUYER_MENU = ['マイページ', 'Web販売', '相場情報', '購入履歴', 'お知らせ', '設定'];
const ADMIN_MENU = [
  '商品',
  '売買',
  '予約',
  '荷受',
  '商談',
  '品目',
  '出荷者',
  '買参人',
  '時間',
  'リンク',
  'ログ',
  'システムパラメータ',
  'お知らせ',
  'Webニュース',
  'カテゴリー',
  '一斉メール',
];

describe('sign-in as each sample account', () => {
  const browser = useBrowser();

  it('admin lands on the admin home with the admin menu, and sees the admin pages of every admin remote', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.admin);
    await waitForPath(page, '/admins/master/products');
    await page.getByRole('heading', { name: '商品' }).waitFor();
    assert.deepEqual(await menuLabels(page), ADMIN_MENU);
    assert.equal(await page.title(), '商品 | flower market web sales system');

    await page.getByRole('link', { name: 'リンク', exact: true }).click();
    await page.getByRole('table', { name: 'リンク' }).waitFor();
    await page.getByRole('link', { name: '売買', exact: true }).click();
    await page.getByRole('heading', { name: '売買' }).waitFor();
    await page.getByRole('link', { name: 'お知らせ', exact: true }).click();
    await page.getByRole('heading', { name: 'お知らせ管理' }).waitFor();
    assert.deepEqual(page.pageErrors, []);
  });

  it('1001-001 (head branch, may buy) lands on /mypage with every buyer menu and sees the listing', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.deepEqual(await menuLabels(page), BUYER_MENU);
    assert.equal(await page.title(), 'マイページ | flower market web sales system');

    await page.getByRole('link', { name: 'Web販売', exact: true }).click();
    await waitForPath(page, '/web');
    await page.getByRole('table', { name: 'Web販売' }).waitFor();
    // The side panel of remote-buyer-web, in the slot the shell keeps on every /web path.
    const sidePanel = page.getByRole('complementary', { name: 'サイドパネル' });
    await sidePanel.getByRole('link').first().waitFor();
    assert.equal(await sidePanel.getByText('この画面を読み込めませんでした。').count(), 0);

    await page.getByRole('link', { name: '設定', exact: true }).click();
    await waitForPath(page, '/setting');
    await page.getByRole('heading', { name: '設定' }).waitFor();
  });

  it('1002-001 (no purchase permission) has no Web販売; /web goes to / with a notice saying why', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.noPermit);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.deepEqual(
      await menuLabels(page),
      BUYER_MENU.filter((label) => label !== 'Web販売'),
    );

    // Spec §2: /web and its subpages go to / (then /mypage), and the page says why.
    for (const [path, width] of [
      ['/web', 1280],
      ['/web/cancel', 390],
    ]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${BASE_URL}${path}`);
      await waitForPath(page, '/mypage');
      await page.getByRole('heading', { name: 'マイページ' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'この枝番にはWeb購入の権限がないため、Web販売の画面は開けません。' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/web-not-permitted-notice-${width}.png` });
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `no sideways scroll at ${width}`);
    }
    await page.getByRole('alert').getByRole('button', { name: '閉じる' }).click();
    await page.getByText('この枝番にはWeb購入の権限がないため').waitFor({ state: 'detached' });
    await page.goto(`${BASE_URL}/web-closed`);
    await page.getByText('ページが見つかりません').first().waitFor();
  });

  it('1001-001 on /change-password (not a first login) goes to /', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/change-password`);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '変更する' }).count(), 0);
  });

  it('the session survives a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    const before = await storedSession(page);
    assert.equal(before.branch_number, '001');
    await page.reload();
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal((await storedSession(page)).token, before.token);
  });

  it('a wrong password keeps the user on /login with the reason', async () => {
    const page = await browser.newPage();
    await signIn(page, { id: ACCOUNTS.headBranch.id, password: 'wrong-password' });
    await page.getByText('ログインIDまたはパスワードが正しくありません。').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await storedSession(page), null);
  });

  it('a buyer is sent away from admin pages, and admin-only /admins paths need the admin', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/admins/master/link`);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/admins/news`);
    await waitForPath(page, '/mypage');
  });

  it('a visitor without a session is sent to /login from any page', async () => {
    const page = await browser.newPage();
    for (const path of ['/', '/mypage', '/web', '/admins/news', '/change-password']) {
      await page.goto(`${BASE_URL}${path}`);
      await waitForPath(page, '/login');
    }
    await page.getByRole('button', { name: 'ログイン' }).waitFor();
    assert.equal(await page.title(), 'ログイン | flower market web sales system');
  });
});
