// Sort by price uses the price in effect: a lot whose recommended price has started
// sorts by that price, not by the struck-through unit price.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet } from './buyer-web-helpers.mjs';

const inEffect = (lot) => (lot.recommended_active && lot.recommended_unit_price !== null ? Number(lot.recommended_unit_price) : Number(lot.unit_price));

describe('sort by price', () => {
  const browser = useBrowser();

  it('orders 単価の安い順 by the recommended price where it is active', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    const all = (await apiGet(page, '/users/web/detail?per=500')).datas;
    // An item with an active recommended price below its unit price, and lots priced between the two.
    const item = [...new Set(all.map((l) => l.item_name))].find((name) => {
      const lots = all.filter((l) => l.item_name === name && Number(l.unit_price) > 0);
      return lots.some((r) => r.recommended_active && Number(r.recommended_unit_price) < Number(r.unit_price)) && lots.length >= 3;
    });
    assert.ok(item, 'the sample market has an item with an active recommended price');

    await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(item)}&sort=price_asc&per=100`);
    await page.getByRole('table', { name: 'Web販売' }).waitFor();
    const ids = await page
      .locator('[data-testid^="web-item-"]')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid').replace('web-item-', ''))).filter(Number.isFinite));
    const byId = new Map(all.map((l) => [l.id, l]));
    const shown = ids.filter((id) => byId.has(id)).map((id) => byId.get(id));
    assert.ok(shown.length >= 3, `rows on screen: ${shown.length}`);
    const prices = shown.filter((l) => Number(l.unit_price) > 0).map(inEffect);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      `prices in effect in screen order: ${prices.join(', ')}`,
    );
    // The recommended lot is placed by its recommended price (the struck-through one would differ).
    const recommended = shown.find((l) => l.recommended_active && Number(l.recommended_unit_price) < Number(l.unit_price));
    assert.ok(recommended);
    const row = page.getByTestId(`web-item-${recommended.id}`);
    await row
      .getByText(`${Number(recommended.recommended_unit_price).toLocaleString('ja-JP')}`, { exact: false })
      .first()
      .waitFor();
    await page.close();
  });
});
