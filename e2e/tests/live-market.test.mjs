// A live market: an administrator and a buyer in two browsers. The administrator's
// changes and answers reach the buyer's open pages through the one market event stream the
// shell opens on every signed-in page: a ticker line, a 成立 answer (side panel and bell), a new
// important news (sent there on the next click) and the warning before a cancel window closes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../support/chromium.mjs';
import { ACCOUNTS, BASE_URL, SESSION_KEY, signIn, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, findLot } from './buyer-web-helpers.mjs';

/** Any method with the page's session; answers the parsed body, throws on an error status. */
async function apiCall(page, method, path, body) {
  return page.evaluate(
    async ([key, verb, url, payload]) => {
      const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
      const answer = await fetch(`/api/v1${url}`, {
        method: verb,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!answer.ok) throw new Error(`${verb} ${url}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    [SESSION_KEY, method, path, body],
  );
}

/** 'YYYY-MM-DD HH:MM' in Japan time, `hours` from now. */
const japanMinute = (hours) => new Date(Date.now() + (9 + hours) * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

async function signedInPage(browser, account, home) {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account);
  await waitForPath(page, home);
  return page;
}

/** Resolves with the milliseconds it took `locator` to appear, failing after `ms`. */
async function appearsWithin(locator, ms) {
  const start = Date.now();
  await locator.waitFor({ timeout: ms });
  return Date.now() - start;
}

describe('a live market', () => {
  let adminBrowser;
  let buyerBrowser;
  let admin;
  let buyer;
  const cleanup = [];
  before(async () => {
    adminBrowser = await launchChromium();
    buyerBrowser = await launchChromium();
    admin = await signedInPage(adminBrowser, ACCOUNTS.admin, '/admins/master/products');
    buyer = await signedInPage(buyerBrowser, ACCOUNTS.headBranch, '/mypage');
  });
  after(async () => {
    for (const undo of cleanup.reverse()) await undo().catch(() => undefined);
    await adminBrowser?.close();
    await buyerBrowser?.close();
  });

  it('shows a new ticker line on the buyer’s /web without a reload', async () => {
    await buyer.goto(`${BASE_URL}/web`);
    const ticker = buyer.getByTestId('web-news-ticker');
    await buyer.getByTestId('side-panel-negotiations').or(buyer.getByText('ありません').first()).waitFor();
    await buyer.evaluate(() => {
      window.__notReloaded = true;
    });
    const title = `本日15時から臨時のせりを行います（${Date.now() % 100000}）`;
    const line = await apiCall(admin, 'POST', '/admins/news_web', {
      DATE: japanMinute(0).slice(0, 10),
      START_DATE: japanMinute(-1),
      END_DATE: japanMinute(24),
      TITLE: title,
      PRINT_ORDER: 1,
    });
    cleanup.push(() => apiCall(admin, 'DELETE', `/admins/news_web/delete/${line.id}`));
    await appearsWithin(ticker.getByText(title).first(), 3000);
    assert.equal(await buyer.evaluate(() => window.__notReloaded), true);
  });

  it('shows the market’s 成立 in the side panel and the bell within a second', async () => {
    const open = new Set((await apiGet(buyer, '/users/negotiation?open=1')).map((n) => n.id));
    const lot = await findLot(buyer, (l) => l.is_negotiable && !open.has(l.id) && l.remaining_quantity >= 2);
    const asked = await apiPost(buyer, '/users/web/negotiation', { id: lot.id, KUCHI_SU: 1, TANKA: Math.max(1, Number(lot.unit_price) - 1), BIKO: '' });
    // The answer goes out once the page's stream is open (the shell opens it after the page loads).
    const streamOpen = buyer.waitForResponse((r) => r.url().includes('/api/v1/users/web/stream?'));
    await buyer.goto(`${BASE_URL}/web`);
    await streamOpen;
    const bell = buyer.getByTestId('notification-bell');
    await bell.waitFor();
    const unreadBefore = (await apiGet(buyer, '/users/notifications')).unread;
    await buyer.getByTestId('side-panel-negotiations').getByText(lot.product_name).first().waitFor();

    await apiCall(admin, 'PUT', `/admins/negotiations/${asked.negotiation_no}`, { SHODAN_STATUS: '成立', UNIT_PRICE: Number(lot.unit_price) - 1, KUCHI_SU: 1 });
    const sentence = `${lot.product_name}の商談が成立しました。`;
    const panel = await appearsWithin(buyer.getByTestId('side-panel-answer').getByText(sentence), 1000);
    const badge = await appearsWithin(buyer.getByRole('button', { name: `お知らせ通知（未読${unreadBefore + 1}件）` }), 1000);
    assert.ok(panel <= 1000 && badge <= 1000, `side panel ${panel} ms, bell ${badge} ms`);
    await bell.click();
    await buyer.getByTestId('notification-list').getByText(`【未読】${sentence}`).first().waitFor();
    await buyer.keyboard.press('Escape');
    assert.deepEqual(buyer.pageErrors, []);
  });

  it('takes the signed-in buyer to a new important news on their next click, after telling them at once', async () => {
    await buyer.goto(`${BASE_URL}/mypage`);
    await buyer.getByRole('heading', { level: 1 }).first().waitFor();
    const news = await apiCall(admin, 'POST', '/admins/news', {
      DATE: japanMinute(0).slice(0, 10),
      CATEGORY_NM: 'お知らせ',
      START_DATE: japanMinute(-1),
      END_DATE: japanMinute(24),
      TITLE: '本日の入荷に遅れが出ています',
      DESCRIPTION: '<p>一部の荷の入荷が遅れています。</p>',
      IMPORTANT_FLG: true,
      SUSPEND_FLG: false,
    });
    cleanup.push(() => apiCall(admin, 'PUT', `/admins/news/${news.INFORMATION_CD}`, { SUSPEND_FLG: true }));
    await buyer.getByRole('alert').filter({ hasText: '重要なお知らせ「本日の入荷に遅れが出ています」が掲載されました。' }).waitFor({ timeout: 3000 });
    // The buyer stays where they are until they move on.
    assert.equal(new URL(buyer.url()).pathname, '/mypage');
    await buyer.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: '相場情報' }).click();
    await waitForPath(buyer, `/news/important/${news.INFORMATION_CD}`);
    await buyer.getByText('本日の入荷に遅れが出ています').first().waitFor();
    await buyer.getByRole('button', { name: '確認しました' }).click();
    await waitForPath(buyer, '/mypage');
  });

  it('warns on /mypage 30 seconds before a purchase’s cancel window closes', async () => {
    const params = await apiCall(admin, 'GET', '/admins/system_parameter?per=1000');
    const saved = params.datas.find((p) => p.PARAMETER_CD === 'SALE_SAVE_PERIOD')?.PARAMETER ?? '120';
    await apiCall(admin, 'PUT', '/admins/system_parameter/SALE_SAVE_PERIOD', { PARAMETER: '36' });
    cleanup.push(() => apiCall(admin, 'PUT', '/admins/system_parameter/SALE_SAVE_PERIOD', { PARAMETER: saved }));
    const lot = await findLot(buyer, (l) => l.remaining_quantity >= 1 && l.max_quantity >= 1);
    await apiPost(buyer, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
    await buyer.goto(`${BASE_URL}/mypage`);
    const warning = buyer.getByTestId('cancel-window-warning').filter({ hasText: lot.product_name });
    await warning.waitFor({ timeout: 15_000 });
    assert.match(await warning.innerText(), /の購入は、あと\d+秒で取り消しができなくなります。/);
    await warning.getByRole('button', { name: '取消画面へ' }).click();
    await waitForPath(buyer, '/web/cancel');
    assert.deepEqual(buyer.pageErrors, []);
  });
});
