// Market administration of receiving, sales, reservations and negotiations in Chromium: a buyer negotiates and the administrator
// answers 成立 (the buyer sees 成立 and the purchase); the administrator reprices a lot and an
// open buyer listing shows it without a reload; an arrival CSV is imported and its lots appear
// for buyers. Buyer and administrator each have their own browser (their own session).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../support/chromium.mjs';
import { ACCOUNTS, BASE_URL, signIn, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, findLot, rowOf } from './buyer-web-helpers.mjs';

async function signedInPage(browser, account, landing) {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account);
  await waitForPath(page, landing);
  return page;
}

const adminLanding = async (page) => page.waitForURL((url) => url.pathname !== '/login');

describe('market administration: negotiations, receiving and arrival import', () => {
  let buyerBrowser;
  let adminBrowser;
  let buyer;
  let admin;
  before(async () => {
    buyerBrowser = await launchChromium();
    adminBrowser = await launchChromium();
    buyer = await signedInPage(buyerBrowser, ACCOUNTS.headBranch, '/mypage');
    admin = await adminBrowser.context.newPage();
    admin.setDefaultTimeout(20_000);
    await admin.setViewportSize({ width: 1280, height: 900 });
    admin.pageErrors = [];
    admin.on('pageerror', (error) => admin.pageErrors.push(error.message));
    await admin.goto(`${BASE_URL}/login`);
    await admin.evaluate(() => localStorage.clear());
    await signIn(admin, ACCOUNTS.admin);
    await adminLanding(admin);
  });
  after(async () => {
    await buyerBrowser?.close();
    await adminBrowser?.close();
  });

  it('a buyer negotiates, the administrator answers 成立, the buyer sees 成立 and the purchase', async () => {
    // A lot this buyer is not already negotiating (the sample market has open negotiations).
    const open = new Set((await apiGet(buyer, '/users/negotiation?open=1')).map((n) => n.id));
    const lot = await findLot(buyer, (l) => l.is_negotiable && l.remaining_quantity >= 2 && !open.has(l.id));
    const { negotiation_no: no } = await apiPost(buyer, '/users/web/negotiation', { id: lot.id, KUCHI_SU: 1, TANKA: 77, BIKO: 'e2e 成立希望' });

    await admin.goto(`${BASE_URL}/admins/transaction/negotiation?SHODAN_STATUS=${encodeURIComponent('商談中')}`);
    const table = admin.getByRole('table', { name: '商談' });
    await table.getByRole('button', { name: `回答 ${no}` }).click();
    const dialog = admin.getByRole('dialog', { name: '商談への回答' });
    await dialog.getByText('e2e 成立希望').waitFor();
    await dialog.getByRole('button', { name: '回答する' }).click();
    await admin.getByText('商談に回答しました。').waitFor();

    await buyer.goto(`${BASE_URL}/web/negotiation`);
    const row = buyer.getByRole('row').filter({ hasText: lot.product_name }).filter({ hasText: '77円' }).first();
    await row.getByText('成立', { exact: true }).waitFor();
    const mine = await apiGet(buyer, '/users/negotiation');
    assert.equal(mine.find((n) => n.negotiation_no === no).status, '成立');

    const detail = await apiGet(buyer, `/users/sale/detail?purchase_date=${encodeURIComponent(lot.sale_date)}`);
    assert.ok(
      detail.datas.some((line) => line.sale_kbn === '相対' && line.sosu === lot.quantity_per_package),
      'the 相対 purchase is in /sale',
    );
    // …and on the /sale screen: the day's detail lists the lot as a 相対 line.
    await buyer.goto(`${BASE_URL}/sale`);
    const day = buyer.getByRole('row', { name: new RegExp(lot.sale_date.replace(/\//g, '\\/')) });
    await day.getByRole('button', { name: /明細を見る/ }).click();
    const lines = buyer
      .getByRole('table', { name: /の明細$/ })
      .getByRole('row')
      .filter({ hasText: lot.product_name })
      .filter({ hasText: '相対' });
    await lines.first().waitFor();
    assert.deepEqual(admin.pageErrors, []);
    assert.deepEqual(buyer.pageErrors, []);
  });

  it('the administrator reprices a lot and an open buyer listing shows it without a reload', async () => {
    const lot = await findLot(buyer, (l) => l.remaining_quantity >= 1 && !l.recommended_active);
    await buyer.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
    await rowOf(buyer, lot.id).waitFor();
    await buyer.evaluate(() => {
      window.__notReloaded = true;
    });

    const receiving = (
      await apiGet(admin, `/admins/receiving?SHOHIN_NM=${encodeURIComponent(lot.product_name)}&SALE_DATE=${lot.sale_date.replace(/\//g, '-')}&per=150`)
    ).datas.find((r) => r.web?.id === lot.id);
    assert.ok(receiving, 'the lot’s receiving is in the admin list');
    await admin.goto(`${BASE_URL}/admins/transaction/receiving?query=${encodeURIComponent(receiving.NIUKE_DEMPYO_NO)}`);
    // The slip holds several lines of the same product: pick this lot's own line (伝票No-荷受No).
    const adminRow = admin.getByRole('row').filter({ hasText: `${receiving.NIUKE_DEMPYO_NO}-${receiving.NIUKE_NO}` });
    await adminRow.getByRole('button', { name: '編集' }).click();
    const dialog = admin.getByRole('dialog', { name: '荷受の編集' });
    await dialog.getByLabel('単価(1本)').fill('4321');
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByText('荷受を更新しました。').waitFor();

    await rowOf(buyer, lot.id).getByText(/4,321/).first().waitFor({ timeout: 5000 });
    assert.equal(await buyer.evaluate(() => window.__notReloaded), true);
    assert.deepEqual(admin.pageErrors, []);
  });

  it('imports an arrival CSV after its preview, and the lots appear for buyers', async () => {
    const sample = (await apiGet(admin, '/admins/receiving?per=1')).datas[0];
    const lot = await findLot(buyer, () => true);
    const saleDate = lot.sale_date.replace(/\//g, '-');
    const dempyo = `E2E${Date.now() % 1_000_000}`;
    const csv = [
      'NIUKE_DEMPYO_NO,NIUKE_NO,SALE_DATE,category,SHUKKASHA_CD,SHOHIN_CD,specification,IRI_SU,STOCK_SU,BIKO,unit_price',
      `${dempyo},001,${saleDate},切花,${sample.SHUKKASHA_CD},${sample.SHOHIN_CD},e2e取込,10,4,e2e,123`,
      `${dempyo},002,${saleDate},切花,${sample.SHUKKASHA_CD},${sample.SHOHIN_CD},e2e取込,10,2,e2e,124`,
    ].join('\r\n');

    await admin.goto(`${BASE_URL}/admins/transaction/receiving`);
    await admin.getByRole('button', { name: 'CSV取込' }).click();
    const dialog = admin.getByRole('dialog', { name: '荷受CSV取込' });
    await dialog.getByLabel('CSVファイルを選択').setInputFiles({ name: 'arrival.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: '内容を確認' }).click();
    await dialog.getByText('2件を取り込めます。').waitFor();
    await dialog.getByRole('button', { name: '取り込む' }).click();
    await admin.getByText('2件の荷受を取り込みました。').waitFor();

    const listing = (await apiGet(buyer, `/users/web/detail?per=500&sale_dates=${encodeURIComponent(lot.sale_date)}`)).datas;
    const imported = listing.filter((l) => l.specification === 'e2e取込');
    assert.equal(imported.length, 2);
    await buyer.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(imported[0].item_name)}&sale_dates=${encodeURIComponent(lot.sale_date)}`);
    await buyer.getByText('e2e取込').first().waitFor();
    assert.deepEqual(admin.pageErrors, []);
  });
});
