// What a regular buyer knows, at a phone's 390 and a laptop's 1280 px: star a shipper
// and list only favourites (kept in the address), open a lot's price history (相場) over the
// listing, and buy again from /sale: today's lots of the product and shipper, the buy dialog
// with last time's quantity, bought into the done page; a lot's photos open over the listing and
// close back to the same row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, SESSION_KEY, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, assertNoOverflow, findLot, rowOf, viewportOf } from './buyer-web-helpers.mjs';

/** With SHOT_DIR set, what a person would look at is also saved as PNGs there. */
const shot = async (page, name) => {
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}.png` });
};

const japanToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).replace(/-/g, '/');

const RUNS = [
  { width: 1280, account: ACCOUNTS.headBranch },
  { width: 390, account: ACCOUNTS.headBranch },
];

/** Empties the branch's favourites (each run starts with none), as PUT /users/favorites does. */
async function clearFavourites(page) {
  await page.evaluate(async (key) => {
    const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
    const answer = await fetch('/api/v1/users/favorites', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shippers: [], varieties: [], products: [] }),
    });
    if (!answer.ok) throw new Error(`PUT /users/favorites: ${answer.status}`);
  }, SESSION_KEY);
}

describe('a regular buyer', () => {
  const browser = useBrowser();

  for (const { width, account } of RUNS) {
    it(`at ${width} px stars a shipper, lists favourites, opens a lot's 相場 and buys again from /sale`, async () => {
      const page = await browser.newPage(viewportOf(width));
      await signIn(page, account);
      await waitForPath(page, '/mypage');
      await clearFavourites(page);
      const today = japanToday();
      // A product and shipper not bought today yet: もう一度買う carries the quantity of its own
      // line, and another test's purchase of the same would be listed first.
      const boughtToday = new Set(
        (await apiGet(page, `/users/sale/detail?purchase_date=${encodeURIComponent(today)}`)).datas.map(
          (l) => `${l.product_name}\n${l.shipment_provider_name}`,
        ),
      );
      const lot = await findLot(
        page,
        (l) => l.sale_date === today && l.remaining_quantity >= 3 && l.max_quantity >= 2 && !boughtToday.has(`${l.product_name}\n${l.shipment_provider_name}`),
      );

      // ── Favourites: the lot's star → its shipper; the lot is marked; お気に入りのみ keeps only such lots.
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      const row = rowOf(page, lot.id);
      await row.waitFor();
      await row.getByRole('button', { name: `${lot.product_name} お気に入り` }).click();
      await page.getByRole('menuitemcheckbox', { name: `出荷者「${lot.shipment_provider_name}」をお気に入りに追加` }).click();
      await page.keyboard.press('Escape');
      await row.getByTestId('favorite-mark').waitFor();
      await assertNoOverflow(page, `/web with stars at ${width}`);
      await shot(page, `regular-web-star-${width}`);

      await page.goto(`${BASE_URL}/web`);
      if (width < 768) await page.getByRole('button', { name: '絞り込みを表示' }).click();
      await page.getByLabel('お気に入りのみ').click();
      await page.waitForURL((url) => url.searchParams.get('favorites') === '1');
      await rowOf(page, lot.id)
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      const favourites = (await apiGet(page, '/users/web/detail?favorites=1&per=500')).datas;
      assert.ok(favourites.length > 0);
      assert.ok(favourites.every((l) => l.shipment_provider_name === lot.shipment_provider_name && l.is_favorite));
      // Every listed lot is a marked favourite (the filtered page replaces the one before it).
      const listed = page.locator('[data-testid^="web-item-"]:not([data-testid$="-list"]):not([data-testid$="-table"])');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="favorite-mark"]').length === n, Math.min(favourites.length, 50));
      assert.equal(await listed.count(), Math.min(favourites.length, 50));
      // Reloaded, the address keeps the filter.
      await page.reload();
      await page.getByTestId('favorite-mark').first().waitFor();
      if (width < 768) await page.getByRole('button', { name: '絞り込みを表示' }).click();
      assert.equal(await page.getByLabel('お気に入りのみ').isChecked(), true);
      await shot(page, `regular-favourites-${width}`);

      // ── 相場: the lot's history over the listing, today's price marked, closing back to the listing.
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      await rowOf(page, lot.id)
        .getByRole('button', { name: `${lot.product_name} 相場` })
        .click();
      const history = page.getByRole('dialog', { name: `${lot.product_name} の相場` });
      await history.waitFor();
      await history.getByTestId('history-today-price').waitFor();
      await history.getByTestId('history-table').or(history.getByTestId('history-empty')).first().waitFor();
      await assertNoOverflow(page, `相場 at ${width}`);
      await shot(page, `regular-history-${width}`);
      await history.getByRole('tab', { name: '品目' }).click();
      await history.getByTestId('history-table').waitFor();
      await history.getByRole('button', { name: '閉じる' }).click();
      await history.waitFor({ state: 'detached' });
      await rowOf(page, lot.id).waitFor();

      // ── Photos in place: a lot well down the listing, its photos over it, closed back to the same row.
      await page.goto(`${BASE_URL}/web?per=50`);
      const thumbs = page.getByRole('link', { name: /写真を見る/ });
      await thumbs.first().waitFor();
      const thumb = thumbs.nth(Math.min(8, (await thumbs.count()) - 1));
      await thumb.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      const rowTop = await thumb.evaluate((el) => el.getBoundingClientRect().top);
      await thumb.click();
      const viewer = page.getByRole('dialog', { name: /の写真$/ });
      await viewer.waitFor();
      await viewer.getByTestId('photo-position').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('+');
      await shot(page, `regular-photo-${width}`);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      assert.equal(page.url().includes('/photo'), false, 'the listing stays the page');
      assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - before) <= 2, 'the listing keeps its scroll position');
      assert.ok(Math.abs((await thumb.evaluate((el) => el.getBoundingClientRect().top)) - rowTop) <= 2, 'the same row is where it was');

      // ── もう一度買う: a purchase of 2 packages today, then from /sale the same lot's dialog with 2.
      await apiPost(page, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 2, HA_SU: 0 }] });
      await page.goto(`${BASE_URL}/sale`);
      await page
        .getByRole('button', { name: new RegExp(`${today.replace(/\//g, '\\/')}.*明細を見る|明細を見る.*${today.replace(/\//g, '\\/')}`) })
        .first()
        .click();
      const again = page.getByRole('link', { name: `${lot.product_name}（${lot.shipment_provider_name}）をもう一度買う` }).first();
      await again.scrollIntoViewIfNeeded();
      await shot(page, `regular-sale-${width}`);
      await again.click();
      await waitForPath(page, '/web');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('products'), lot.product_name);
      assert.equal(url.searchParams.get('available'), '1');
      await page.getByTestId('buy-again-notice').waitFor();
      const found = (
        await apiGet(
          page,
          `/users/web/detail?${new URLSearchParams({ products: lot.product_name, shippers: lot.shipment_provider_name, sale_dates: today, available: '1' })}`,
        )
      ).datas;
      assert.ok(found.some((l) => l.id === lot.id));
      if (found.length > 1)
        await rowOf(page, lot.id)
          .getByRole('button', { name: `${lot.product_name} 購入` })
          .click();
      const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel('口数').inputValue(), '2');
      await shot(page, `regular-buy-again-${width}`);
      await dialog.getByRole('button', { name: '購入' }).click();
      await page.getByRole('dialog', { name: '購入の確認' }).getByRole('button', { name: 'OK' }).click();
      await waitForPath(page, '/web/buy/done');
      await page.getByRole('heading', { name: '購入完了' }).waitFor();
      assert.deepEqual(page.pageErrors, []);
    });
  }
});
