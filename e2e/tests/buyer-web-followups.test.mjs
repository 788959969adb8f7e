// Buyer web at the market, at a phone's 390 px and a desktop's 1280 px: the amount
// before committing, a lot sold out by another browser under the open dialog, withdrawing a
// reservation, answering a 再商談 and buying a 成立 at its price (the sample market seeds one
// of each for 1001-001; one is made through the API when an earlier test has used it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../support/chromium.mjs';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, buyDownTo, findLot, negotiationIn, rowOf } from './buyer-web-helpers.mjs';

const yen = (n) => `${n.toLocaleString('ja-JP')}円`;

describe('buyer web follow-ups', () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`shows the amount while typing and again in the confirmation, and charges it (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: width < 500 ? 844 : 900 });
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      const lot = await findLot(page, (l) => l.remaining_quantity >= 2 && l.max_quantity >= 1);
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      await rowOf(page, lot.id)
        .getByRole('button', { name: `${lot.product_name} 購入` })
        .click();
      const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
      await dialog.getByLabel('口数').fill('1');
      const total = (await dialog.getByTestId('estimate-total').innerText()).trim();
      assert.match(total, /^[\d,]+円$/);
      await dialog.getByRole('button', { name: '購入' }).click();
      const confirm = page.getByRole('dialog', { name: '購入の確認' });
      await confirm.getByText(`合計（税込） ${total}`).waitFor();
      await confirm.getByRole('button', { name: 'OK' }).click();
      await waitForPath(page, '/web/buy/done');
      assert.equal((await page.getByTestId('total-with-tax').innerText()).trim(), total);
      assert.deepEqual(page.pageErrors, []);
    });
  }

  it('withdraws a next-order reservation after asking; the list shows it cancelled (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    const lot = await findLot(page, (l) => l.YOYAKU_PERMIT_FLG);
    await apiPost(page, '/users/web/next-order', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
    const mine = (await apiGet(page, '/users/next-reservation')).filter((r) => r.web_item_id === lot.id).pop();
    await page.goto(`${BASE_URL}/web/next-reservation`);
    const row = page.getByTestId(`reservation-${mine.YOYAKU_NO}`);
    await row.getByRole('button', { name: `${lot.product_name} 予約を取り消す` }).click();
    await page.getByRole('dialog', { name: '次回予約の取り消し' }).getByRole('button', { name: 'OK' }).click();
    await page.getByText('予約を取り消しました').waitFor();
    // The row stays with its outcome, and nothing left to withdraw.
    await row.getByText('取消済み').waitFor();
    assert.equal(await row.getByRole('button', { name: `${lot.product_name} 予約を取り消す` }).count(), 0);
    assert.equal((await apiGet(page, '/users/next-reservation')).find((r) => r.YOYAKU_NO === mine.YOYAKU_NO).status, '取消');
    assert.deepEqual(page.pageErrors, []);
  });

  it('answers a 再商談 by agreeing, then buys the 成立 at its agreed price (1280 px)', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    const countered = await negotiationIn(page, '再商談', []);
    assert.ok(countered, 'a 再商談 for 1001-001');
    await page.goto(`${BASE_URL}/web/negotiation`);
    const row = page.getByTestId(`negotiation-${countered.negotiation_no}`);
    await row
      .getByTestId('negotiation-price')
      .getByText(`提示 ${yen(countered.TANKA)}`)
      .waitFor();
    await row.getByRole('button', { name: `${countered.product_name} この価格で合意` }).click();
    await page.getByRole('dialog', { name: '提示価格での合意' }).getByRole('button', { name: 'OK' }).click();
    await row.getByText('成立').waitFor();

    // The now agreed negotiation is bought at its price and packages.
    await row.getByRole('button', { name: `${countered.product_name} この価格で購入` }).click();
    const confirm = page.getByRole('dialog', { name: '商談価格での購入' });
    await confirm.getByText(`口数 ${countered.KUCHI_SU} ／ 単価 ${yen(countered.TANKA)}`).waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await waitForPath(page, '/web/buy/done');
    const uuid = new URL(page.url()).searchParams.get('transactionUUID');
    const done = await apiGet(page, `/users/web/buy/done?transactionUUID=${uuid}`);
    assert.equal(done.length, 1);
    assert.equal(done[0].KUCHI_SU, countered.KUCHI_SU);
    assert.equal(Number(done[0].unit_price), countered.TANKA);
    assert.deepEqual(page.pageErrors, []);
  });

  it('buys a seeded 成立 negotiation at its price (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    const agreed = await negotiationIn(page, '成立', []);
    assert.ok(agreed, 'an unbought 成立 for 1001-001');
    await page.goto(`${BASE_URL}/web/negotiation`);
    await page
      .getByTestId(`negotiation-${agreed.negotiation_no}`)
      .getByRole('button', { name: `${agreed.product_name} この価格で購入` })
      .click();
    await page.getByRole('dialog', { name: '商談価格での購入' }).getByRole('button', { name: 'OK' }).click();
    await waitForPath(page, '/web/buy/done');
    await page.getByRole('heading', { name: '購入完了' }).waitFor();
    const after = (await apiGet(page, '/users/negotiation')).find((n) => n.negotiation_no === agreed.negotiation_no);
    assert.equal(after.purchased, true);
    assert.deepEqual(page.pageErrors, []);
  });
});

describe('sold out under the open dialog', () => {
  let first;
  let second;
  before(async () => {
    first = await launchChromium();
    second = await launchChromium();
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  async function buyerPage(browser, width) {
    const page = await browser.context.newPage();
    page.pageErrors = [];
    page.on('pageerror', (error) => page.pageErrors.push(error.message));
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`${BASE_URL}/login`);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    return page;
  }

  it('says 「この商品は完売しました」 and disables 購入 when another browser buys the last package', async () => {
    const watcher = await buyerPage(first, 390);
    const other = await buyerPage(second, 1280);
    const found = await findLot(watcher, (l) => l.remaining_quantity >= 1 && l.hasu === 0);
    const lot = await buyDownTo(other, found, 1);
    await watcher.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
    await rowOf(watcher, lot.id)
      .getByRole('button', { name: `${lot.product_name} 購入` })
      .click();
    const dialog = watcher.getByRole('dialog', { name: '購入数量の入力' });
    await dialog.getByLabel('口数').fill('1');
    assert.equal(await dialog.getByRole('button', { name: '購入' }).isEnabled(), true);

    await apiPost(other, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
    await dialog.getByText('この商品は完売しました').waitFor({ timeout: 5000 });
    assert.equal(await dialog.getByRole('button', { name: '購入' }).isDisabled(), true);
    assert.deepEqual(watcher.pageErrors, []);
  });
});
