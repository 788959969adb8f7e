// remote-mypage-market in the composed app: a purchase shows up in /sale and in the /market
// figures; the head branch switches between its branches; a non-head branch is kept out of
// /setting (client guard and server 403); the head branch's settings are saved.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';
import { buyOnePackageThroughListing, findLot } from './buyer-web-helpers.mjs';

/** Calls the API from the page with the buyer's own token, as the app does. */
async function apiCall(page, method, path, body) {
  const { token } = await storedSession(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body, token },
  );
}

const japanToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).replace(/-/g, '/');

describe('my page, market and purchase history', () => {
  const browser = useBrowser();

  it('shows a purchase in /sale and in the /market figures', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    await page.getByRole('region', { name: '市場カレンダー' }).waitFor();

    const today = japanToday();
    const lot = await findLot(page, (l) => l.sale_date === today);

    const marketBefore = (await apiCall(page, 'GET', '/users/market')).body;
    const historyBefore = (await apiCall(page, 'GET', '/users/sale')).body.datas.find((d) => d.purchaseDate === today);
    const linesBefore = (await apiCall(page, 'GET', `/users/sale/detail?purchase_date=${encodeURIComponent(today)}`)).body.datas;
    const sameLotBefore = linesBefore.filter((l) => l.product_name === lot.product_name && l.sale_kbn === 'WEB').length;

    // Bought the way a buyer does it: the /web listing, its quantity and confirm dialogs.
    await buyOnePackageThroughListing(page, lot);

    // /sale: today's row counts the new line, and its detail shows the lot as a WEB sale.
    await page.goto(`${BASE_URL}/sale`);
    const todayRow = page.getByRole('row', { name: new RegExp(today.replace(/\//g, '\\/')) });
    await todayRow.waitFor();
    const cells = await todayRow.getByRole('cell').allInnerTexts();
    assert.equal(cells[4], String((historyBefore?.totalTransactions ?? 0) + 1));
    await todayRow.getByRole('button', { name: /明細を見る/ }).click();
    const detail = page.getByRole('table', { name: /の明細$/ });
    const lines = detail.getByRole('row').filter({ hasText: lot.product_name }).filter({ hasText: 'WEB' });
    await lines.first().waitFor();
    assert.equal(await lines.count(), sameLotBefore + 1);
    assert.equal(await detail.getByRole('row').count(), 1 + (historyBefore?.totalTransactions ?? 0) + 1);
    await page.getByTestId('sale-day-summary').waitFor();

    // /market: the bought lot's item counts its stems on today's market day.
    const marketAfter = (await apiCall(page, 'GET', '/users/market')).body;
    assert.equal(marketAfter.sale_date, today);
    const changed = marketAfter.datas.find((item) => {
      const before = marketBefore.sale_date === today ? marketBefore.datas.find((b) => b.item_cd === item.item_cd) : undefined;
      return item.quantity === (before?.quantity ?? 0) + lot.quantity_per_package;
    });
    assert.ok(changed, 'no item gained the stems just bought');
    await page.goto(`${BASE_URL}/market`);
    await page.getByRole('heading', { name: '相場情報' }).waitFor();
    await page.getByRole('group', { name: '品目別', exact: true }).waitFor();
    await page.getByRole('region', { name: '品目別', exact: true }).getByRole('button', { name: '表' }).click();
    const itemRow = page.getByRole('row', { name: new RegExp(`^${changed.item_name}`) });
    const figures = await itemRow.getByRole('cell').allInnerTexts();
    assert.equal(figures[0], changed.quantity.toLocaleString('ja-JP'));

    // The drill-down by variety of that item, from the table.
    await itemRow.getByRole('button', { name: /品種別を見る/ }).click();
    await page.getByRole('region', { name: `${changed.item_name}の品種別` }).waitFor();
    assert.match(page.url(), new RegExp(`item=${changed.item_cd}`));
    assert.deepEqual(page.pageErrors, []);
  });

  it('lets the head branch switch between its branches in /sale', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/sale`);
    const select = page.getByRole('combobox', { name: '枝番' });
    await select.waitFor();
    assert.match(await select.innerText(), /^001/);
    const historyCall = page.waitForRequest((request) => request.url().includes('/api/v1/users/sale?') && request.url().includes('branch=002'));
    await select.click();
    await page.getByRole('option', { name: /^002/ }).click();
    await historyCall;
    await page.waitForURL((url) => url.searchParams.get('branch') === '002');
    await select.filter({ hasText: /^002/ }).waitFor();
    // The table now shows branch 002's own history: its period sum is the server's for 002.
    const own002 = (await apiCall(page, 'GET', '/users/sale?branch=002')).body.datas;
    const sum002 = own002.reduce((sum, d) => sum + d.totalWithTax, 0);
    await page
      .getByTestId('sale-history-totals')
      .filter({ hasText: `${sum002.toLocaleString('ja-JP')}円` })
      .waitFor();
  });

  it('keeps branch 002 out of /setting, and the server refuses it too', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.branch002);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${BASE_URL}/setting`);
    await page.waitForURL((url) => url.pathname !== '/setting');
    assert.notEqual(new URL(page.url()).pathname, '/setting');
    assert.equal((await apiCall(page, 'GET', '/users/setting')).status, 403);
    // Branch 002 sees only itself in the history: no branch switch.
    assert.equal((await apiCall(page, 'GET', '/users/sale?branch=001')).status, 403);
  });

  it('saves the head branch settings and shows them after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/setting`);
    const rate = page.getByRole('textbox', { name: /^002 .*の販売マージン率/ });
    await rate.waitFor();
    const original = await rate.inputValue();
    const next = original === '7.5' ? '8.25' : '7.5';

    await rate.fill('120');
    await rate.blur();
    await page.getByText('販売マージン率は0以上100以下で入力して下さい').waitFor();

    await rate.fill(next);
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('設定を保存しました').waitFor();
    await page.reload();
    await rate.waitFor();
    assert.equal(await rate.inputValue(), next);
  });
});
