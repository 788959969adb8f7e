// The buyer- and admin-visible rules the spec leaves open, in the composed app: one number a buyer can buy,
// the buy dialog that re-checks against the stock, the fee's one name, and the 休止 switch
// that keeps its row. Screenshots at 390 and 1280 px go to SCREENSHOT_DIR.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNTS, animationsDone, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { findLot, rowOf } from './buyer-web-helpers.mjs';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/fm-screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const noSidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('rules the spec leaves open, on screen', () => {
  const browser = useBrowser();

  for (const width of [1280, 390]) {
    it(`the listing shows one number a buyer can buy, and the buy dialog refuses more at once (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      const lot = await findLot(page, (l) => l.remaining_quantity > l.max_quantity && l.unit_price !== '0');
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      await page.getByTestId(width > 500 ? 'web-item-table' : 'web-item-list').waitFor();
      const row = rowOf(page, lot.id);
      await row.scrollIntoViewIfNeeded();
      assert.equal((await row.getByTestId('buyable').innerText()).trim(), `${lot.max_quantity}口${lot.hasu > 0 ? ` + ${lot.hasu}本` : ''}`);
      assert.deepEqual((await row.getByTestId('cap-binds').innerText()).trim().split(/\s*\n\s*/), ['1回の上限', `残数 ${lot.remaining_quantity}口`]);
      assert.equal(await row.getByText(/上限 \d+口$/).count(), 0);
      await page.screenshot({ path: `${SCREENSHOTS}/web-listing-buyable-${width}.png` });
      assert.equal(await noSidewaysScroll(page), true);

      await row.getByRole('button', { name: `${lot.product_name} 購入` }).click();
      const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
      await dialog.getByLabel('口数').fill(String(lot.max_quantity + 1));
      await dialog.getByText(`${lot.max_quantity}口以下で入力してください`).waitFor();
      assert.equal(await dialog.getByRole('button', { name: '購入' }).isDisabled(), true);
      assert.equal(await dialog.getByTestId('estimate-total').count(), 0);
      await animationsDone(page);
      await page.screenshot({ path: `${SCREENSHOTS}/web-buy-dialog-over-${width}.png` });
      await dialog.getByLabel('口数').fill('1');
      await dialog.getByTestId('estimate-total').waitFor();
      assert.equal(await dialog.getByRole('button', { name: '購入' }).isEnabled(), true);
      if (await dialog.getByTestId('estimate-commission').count()) {
        await dialog.getByText(/^手数料（単価の[\d.]+%を1本ごとに四捨五入）$/).waitFor();
      }
      await page.screenshot({ path: `${SCREENSHOTS}/web-buy-dialog-fits-${width}.png` });
      await dialog.getByRole('button', { name: 'キャンセル' }).click();

      await page.goto(`${BASE_URL}/sale`);
      await page.getByRole('heading', { name: '購入履歴' }).waitFor();
      await page.getByText('手数料').first().waitFor();
      assert.equal(await page.getByText('その他', { exact: true }).count(), 0);
      await page.screenshot({ path: `${SCREENSHOTS}/sale-fee-${width}.png` });
    });

    it(`a 休止 switch keeps its row, marked 休止中, and the toast offers 元に戻す (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
      await signIn(page, ACCOUNTS.admin);
      await waitForPath(page, '/admins/master/products');
      await page.goto(`${BASE_URL}/admins/news/category`);
      const table = page.getByRole('table', { name: 'カテゴリー' });
      await table.waitFor();
      const first = table.getByRole('row').nth(1);
      const name = (await first.getByRole('cell').nth(1).innerText()).trim();
      const before = await table.getByRole('row').count();
      await first.getByRole('switch').click();
      await page.getByText('休止フラグを更新しました。').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await table.getByRole('row').count(), before, 'the row stays on screen');
      const kept = table.getByRole('row').nth(1);
      assert.equal((await kept.getByRole('cell').nth(1).innerText()).trim(), name);
      assert.equal(await kept.getAttribute('data-suspended'), 'true');
      await kept.getByText('休止中').waitFor();
      assert.equal(await kept.getByRole('switch').isChecked(), true);
      await page.screenshot({ path: `${SCREENSHOTS}/admin-category-suspended-${width}.png` });
      await page.getByRole('button', { name: '元に戻す' }).first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction((wanted) => {
        const row = document.querySelectorAll('table[aria-label="カテゴリー"] tbody tr')[0];
        return row && row.getAttribute('data-suspended') === null && row.textContent.includes(wanted);
      }, name);
      assert.equal(await table.getByRole('row').nth(1).getByRole('switch').isChecked(), false);
    });
  }
});
