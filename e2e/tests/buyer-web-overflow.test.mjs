// Buyer web on a phone (390 px) and a desktop (1280 px): no page scrolls sideways and every
// dialog fits with its buttons on screen (issue 8). Measures document.scrollWidth against the
// viewport on every buyer route, and the dialogs' boxes with each dialog open.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiPost, findLot, rowOf } from './buyer-web-helpers.mjs';

const WIDTHS = [390, 1280];

const ROUTES = [
  { path: '/web', ready: { role: 'heading', name: 'Web販売' } },
  { path: '/web/cancel', ready: { role: 'heading', name: '購入キャンセル' } },
  { path: '/web/negotiation', ready: { role: 'heading', name: '商談一覧' } },
  { path: '/web/next-reservation', ready: { role: 'heading', name: '次回予約一覧' } },
  { path: '/mypage', ready: { role: 'heading', name: 'マイページ' } },
  { path: '/market', ready: { role: 'heading', name: '相場情報' } },
  { path: '/sale', ready: { role: 'heading', name: '購入履歴' } },
];

async function pageWidths(page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

async function assertNoOverflow(page, where) {
  // Let late layout (fonts, images, the ticker) settle before measuring.
  await page.waitForLoadState('networkidle');
  const { scroll, viewport } = await pageWidths(page);
  assert.ok(scroll <= viewport, `${where}: page is ${scroll} px wide in a ${viewport} px viewport`);
}

/** The open dialog and each of its buttons lie inside the viewport. */
async function assertDialogFits(page, dialog, where) {
  await dialog.waitFor();
  await page.waitForTimeout(600); // the 500 ms opening transition of spec §9
  await assertNoOverflow(page, where);
  const viewport = page.viewportSize();
  const boxes = [await dialog.boundingBox()];
  for (const button of await dialog.getByRole('button').all()) {
    if (await button.isVisible()) boxes.push(await button.boundingBox());
  }
  for (const box of boxes) {
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${where}: a dialog part spans ${box.x}–${box.x + box.width} px of ${viewport.width}`);
  }
}

describe('buyer web fits the screen', () => {
  const browser = useBrowser();

  for (const width of WIDTHS) {
    it(`no buyer route is wider than a ${width} px viewport`, async () => {
      const page = await browser.newPage({ width, height: width < 500 ? 844 : 900 });
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      // A purchase to show on the done page, the cancel list and the side panel.
      const lot = await findLot(page, (l) => l.remaining_quantity >= 2);
      const bought = await apiPost(page, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
      const routes = [
        ...ROUTES,
        { path: `/web/buy/done?transactionUUID=${bought.transactionUUID}`, ready: { role: 'heading', name: '購入完了' } },
        { path: `/web/${lot.id}/photo`, ready: { role: 'heading', name: '商品画像' } },
      ];
      for (const route of routes) {
        await page.goto(`${BASE_URL}${route.path}`);
        await page.getByRole(route.ready.role, { name: route.ready.name }).first().waitFor();
        await assertNoOverflow(page, `${route.path} at ${width}`);
      }
      if (width >= 1280) {
        // On a desktop the listing's table fits too: the 操作 column is in view, not behind a scroll bar.
        await page.goto(`${BASE_URL}/web`);
        const table = page.getByRole('table', { name: 'Web販売' });
        await table.waitFor();
        const { scroll, client } = await table.evaluate((el) => ({ scroll: el.parentElement.scrollWidth, client: el.parentElement.clientWidth }));
        assert.ok(scroll <= client, `the listing table is ${scroll} px wide in ${client} px`);
      }
      assert.deepEqual(page.pageErrors, []);
    });

    it(`the 購入, confirm, 次回予約 and 商談 dialogs fit a ${width} px viewport`, async () => {
      const page = await browser.newPage({ width, height: width < 500 ? 844 : 900 });
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      const lot = await findLot(page, (l) => l.remaining_quantity >= 1 && l.YOYAKU_PERMIT_FLG && l.is_negotiable);
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      const row = rowOf(page, lot.id);

      await row.getByRole('button', { name: `${lot.product_name} 購入` }).click();
      const quantity = page.getByRole('dialog', { name: '購入数量の入力' });
      await assertDialogFits(page, quantity, `購入 at ${width}`);
      await quantity.getByLabel('口数').fill('1');
      await quantity.getByRole('button', { name: '購入' }).click();
      const confirm = page.getByRole('dialog', { name: '購入の確認' });
      await assertDialogFits(page, confirm, `購入の確認 at ${width}`);
      await confirm.getByRole('button', { name: 'キャンセル' }).click();
      await quantity.getByRole('button', { name: 'キャンセル' }).click();
      await quantity.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: `${lot.product_name} 次回予約` }).click();
      const next = page.getByRole('dialog', { name: /次回予約/ });
      await assertDialogFits(page, next, `次回予約 at ${width}`);
      await next.getByRole('button', { name: 'キャンセル' }).click();
      await next.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: `${lot.product_name} 商談` }).click();
      const negotiation = page.getByRole('dialog', { name: '商談' });
      await assertDialogFits(page, negotiation, `商談 at ${width}`);
      assert.deepEqual(page.pageErrors, []);
    });
  }
});
