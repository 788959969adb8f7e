// Market administration in Chromium: a product photo reaches the buyer's photo page,
// a suspended product leaves an open listing without a reload, closed web hours refuse a
// purchase, a new branch account must change its password, and a link's 休止 switch.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { launchChromium } from '../support/chromium.mjs';
import { apiGet, apiPost, findLot, rowOf } from './buyer-web-helpers.mjs';

/** A 2×2 red PNG: the browser shrinks it (a JPEG comes out) before the upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

async function admin(browser, width = 1280) {
  const page = await browser.newPage({ width });
  await signIn(page, ACCOUNTS.admin);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

/** Buyers sign in in a browser of their own: one browser keeps one session in its storage. */
let buyerBrowser;
async function buyer() {
  const page = await buyerBrowser.context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ACCOUNTS.headBranch);
  await waitForPath(page, '/mypage');
  return page;
}

async function productOf(adminPage, lot) {
  const found = await apiGet(adminPage, `/admins/products?query=${encodeURIComponent(lot.product_name)}&include_suspension_rows=1&per=1000`);
  return found.datas.find((p) => p.product_name === lot.product_name && p.color === lot.color);
}

describe('market administration', () => {
  const browser = useBrowser();
  before(async () => {
    buyerBrowser = await launchChromium();
  });
  after(async () => {
    await buyerBrowser?.close();
  });

  it('uploads a product photo that the buyer then sees on /web/{id}/photo', async () => {
    const shopper = await buyer();
    const lot = await findLot(shopper, () => true);
    const page = await admin(browser);
    const product = await productOf(page, lot);
    await page.goto(`${BASE_URL}/admins/master/products?query=${product.product_code}`);
    await page.getByRole('button', { name: `画像 ${product.product_name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('商品画像1 ここに画像をドロップ、またはクリックして選択').setInputFiles({ name: 'rose.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: '商品画像1 保存' }).click();
    await page.getByText('画像を保存しました').waitFor();
    await shopper.goto(`${BASE_URL}/web/${lot.id}/photo`);
    const photo = shopper.locator(`img[src*="/files/products/${product.product_code}/1-"]`);
    await photo.waitFor();
    assert.equal(await photo.evaluate((img) => img.complete && img.naturalWidth > 0), true);
    assert.deepEqual(page.pageErrors, []);
  });

  it('suspends a product and an open buyer listing loses the lot without a reload', async () => {
    const shopper = await buyer();
    const lot = await findLot(shopper, (l) => l.remaining_quantity > 0);
    await shopper.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
    await rowOf(shopper, lot.id).waitFor();
    await shopper.evaluate(() => {
      window.__notReloaded = true;
    });
    const page = await admin(browser);
    const product = await productOf(page, lot);
    // With suspended rows shown, the row stays on the list to be resumed afterwards.
    await page.goto(`${BASE_URL}/admins/master/products?query=${product.product_code}&include_suspension_rows=1`);
    await page.getByRole('switch', { name: `休止 ${product.product_name}` }).click();
    await page.getByText('休止フラグを更新しました。').waitFor();
    await rowOf(shopper, lot.id).waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(await shopper.evaluate(() => window.__notReloaded), true);
    await page.getByRole('switch', { name: `休止 ${product.product_name}` }).click();
    await page.getByText('休止フラグを更新しました。').first().waitFor();
  });

  it("closes the web hours and a buyer's purchase is refused with the reason", async () => {
    const page = await admin(browser);
    await page.goto(`${BASE_URL}/admins/master/time`);
    const jstHour = (new Date().getUTCHours() + 9) % 24;
    const hh = (h) => String(h % 24).padStart(2, '0');
    await page.getByLabel('開始時刻').fill(`${hh(jstHour + 2)}:00`);
    await page.getByLabel('終了時刻').fill(`${hh(jstHour + 3)}:00`);
    await page.getByRole('button', { name: '更新' }).click();
    await page.getByText('Web販売時間を更新しました。').waitFor();
    const shopper = await buyer();
    const lot = await findLot(shopper, (l) => l.remaining_quantity > 0);
    await assert.rejects(apiPost(shopper, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] }), /受付時間外/);
    await page.getByLabel('開始時刻').fill('00:00');
    await page.getByLabel('終了時刻').fill('23:59');
    await page.getByRole('button', { name: '更新' }).click();
    await page.getByText('Web販売時間を更新しました。').first().waitFor();
    const times = await apiGet(page, '/admins/time');
    assert.deepEqual(times, { START_TIME: '00:00', END_TIME: '23:59' });
  });

  it('creates a branch account that signs in and must change its password', async () => {
    const page = await admin(browser);
    await page.goto(`${BASE_URL}/admins/master/purchaser`);
    await page.getByRole('button', { name: '新規' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^買参人コード/ }).fill('1001');
    await dialog.getByRole('textbox', { name: /^枝番( \*)?$/ }).fill('077');
    await dialog.getByRole('textbox', { name: /^枝番名( \*)?$/ }).fill('e2e支店');
    await dialog.getByLabel(/^初期パスワード/).fill('branch-init-77');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('買参人を登録しました。').waitFor();
    const branch = await buyerBrowser.context.newPage();
    await branch.goto(`${BASE_URL}/login`);
    await branch.evaluate(() => localStorage.clear());
    await signIn(branch, { id: '1001-077', password: 'branch-init-77' });
    await waitForPath(branch, '/change-password');
  });

  it('toggles a link and buyers no longer see it on their page', async () => {
    const page = await admin(browser, 768);
    await page.goto(`${BASE_URL}/admins/master/link`);
    await page.getByRole('switch', { name: '休止 気象庁 天気予報' }).click();
    await page.getByText('休止フラグを更新しました。').waitFor();
    const shopper = await buyer();
    const mypage = await apiGet(shopper, '/users/mypage');
    assert.equal(
      mypage.links.some((l) => l.label === '気象庁 天気予報'),
      false,
    );
  });
});
