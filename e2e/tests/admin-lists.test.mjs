// The shared admin list pattern in a real browser: the lists load with the common list
// parameters, search as you type lands in the address, and at tablet (768 px) and phone
// (390 px) widths the table scrolls inside its box while the page never scrolls sideways.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';

const LISTS = [
  { path: '/admins/news', table: 'お知らせ管理' },
  { path: '/admins/master/link', table: 'リンク' },
  { path: '/admins/transaction/sale', table: '売買' },
];

async function openAsAdmin(browser, width) {
  const page = await browser.newPage({ width, height: 900 });
  await signIn(page, ACCOUNTS.admin);
  await waitForPath(page, '/admins/master/products');
  return page;
}

const pageScrollsSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('admin lists (shared AdminListPage)', () => {
  const browser = useBrowser();

  it('the news list loads with include_suspension_rows and searches as the user types', async () => {
    const page = await openAsAdmin(browser, 1280);
    const asked = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/admins/news') asked.push({ url: response.url(), status: response.status() });
    });
    await page.goto(`${BASE_URL}/admins/news`);
    const table = page.getByRole('table', { name: 'お知らせ管理' });
    await table.waitFor();
    assert.ok(asked.length > 0 && asked.every((call) => call.status === 200), JSON.stringify(asked));
    assert.equal(new URL(asked[0].url).searchParams.get('include_suspension_rows'), '0');

    await page.getByRole('searchbox', { name: '検索' }).fill('営業');
    await page.waitForURL((url) => url.searchParams.get('query') === '営業');
    assert.deepEqual(page.pageErrors, []);
  });

  for (const width of [768, 390]) {
    it(`at ${width} px every list fits: the table scrolls in its box, the page never sideways`, async () => {
      const page = await openAsAdmin(browser, width);
      for (const list of LISTS) {
        await page.goto(`${BASE_URL}${list.path}`);
        const table = page.getByRole('table', { name: list.table });
        await table.waitFor();
        assert.equal(await pageScrollsSideways(page), false, `${list.path} scrolls sideways at ${width} px`);
        if (list.path === '/admins/transaction/sale' && width === 390) {
          // Ten columns do not fit a phone: its box scrolls instead of the page.
          assert.ok(await table.evaluate((element) => element.parentElement.scrollWidth > element.parentElement.clientWidth));
        }
      }
      assert.deepEqual(page.pageErrors, []);
    });
  }
});
