// Every buyer and shell dialog at 390, 768, 1280 and 1920 px: each opens inside the
// viewport with its buttons on screen and the page does not scroll sideways under it. The
// dialogs are opened and put away again, so nothing here changes what other tests see.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, assertDialogFits, findLot, FIT_WIDTHS, negotiationIn, rowOf, viewportOf } from './buyer-web-helpers.mjs';

/** Opens a dialog with `open`, checks it fits, then closes it with its キャンセル button. */
async function checkDialog(page, open, name, where) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  const buttons = await assertDialogFits(page, dialog, `${name} at ${where}`);
  assert.ok(buttons > 0, `${name} at ${where}: no button visible`);
  return dialog;
}

async function closeWith(dialog, label = 'キャンセル') {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('buyer and shell dialogs fit the screen', () => {
  const browser = useBrowser();

  for (const width of FIT_WIDTHS) {
    it(`the listing's 購入, confirm, 次回予約 and 商談 dialogs fit ${width} px`, async () => {
      const page = await browser.newPage(viewportOf(width));
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      // A lot with price tiers: its quantity dialog is the tallest, and on a phone its content scrolls under the buttons.
      const lot = await findLot(page, (l) => l.remaining_quantity >= 1 && l.YOYAKU_PERMIT_FLG && l.is_negotiable && l.bundle_tanka_list.length >= 2);
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      const row = rowOf(page, lot.id);
      const where = `${width} px`;

      const quantity = await checkDialog(page, () => row.getByRole('button', { name: `${lot.product_name} 購入` }).click(), '購入数量の入力', where);
      await quantity.getByLabel('口数').fill('1');
      await quantity.getByRole('button', { name: '購入', exact: true }).click();
      await assertDialogFits(page, page.getByRole('dialog', { name: '購入の確認' }), `購入の確認 at ${where}`);
      await closeWith(page.getByRole('dialog', { name: '購入の確認' }));
      await closeWith(quantity);

      const next = await checkDialog(page, () => row.getByRole('button', { name: `${lot.product_name} 次回予約` }).click(), '次回予約：購入数量の入力', where);
      await next.getByLabel('口数').fill('1');
      await next.getByRole('button', { name: '次回予約', exact: true }).click();
      await assertDialogFits(page, page.getByRole('dialog', { name: '次回予約の確認' }), `次回予約の確認 at ${where}`);
      await closeWith(page.getByRole('dialog', { name: '次回予約の確認' }));
      await closeWith(next);

      const negotiation = await checkDialog(page, () => row.getByRole('button', { name: `${lot.product_name} 商談` }).click(), '商談', where);
      await closeWith(negotiation, '閉じる');
      assert.deepEqual(page.pageErrors, []);
    });

    it(`the cancel, reservation, negotiation-answer and shell dialogs fit ${width} px`, async () => {
      const page = await browser.newPage(viewportOf(width));
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      const where = `${width} px`;

      // 購入キャンセル's confirmation, on a purchase made for it.
      const lot = await findLot(page, (l) => l.remaining_quantity >= 1);
      await apiPost(page, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
      await page.goto(`${BASE_URL}/web/cancel`);
      await checkDialog(
        page,
        () =>
          page
            .getByRole('button', { name: `${lot.product_name} キャンセルする` })
            .first()
            .click(),
        '購入キャンセルの確認',
        where,
      ).then(closeWith);

      // Withdrawing a reservation.
      const reservable = await findLot(page, (l) => l.YOYAKU_PERMIT_FLG);
      await apiPost(page, '/users/web/next-order', { items: [{ id: reservable.id, KUCHI_SU: 1, HA_SU: 0 }] });
      const reservation = (await apiGet(page, '/users/next-reservation')).filter((r) => r.web_item_id === reservable.id).pop();
      await page.goto(`${BASE_URL}/web/next-reservation`);
      const reservationRow = page.getByTestId(`reservation-${reservation.YOYAKU_NO}`);
      await checkDialog(
        page,
        () => reservationRow.getByRole('button', { name: `${reservable.product_name} 予約を取り消す` }).click(),
        '次回予約の取り消し',
        where,
      ).then(closeWith);

      // Agreeing to a 再商談's counter price, and buying a 成立 at its price.
      const countered = await negotiationIn(page, '再商談', []);
      const agreed = await negotiationIn(page, '成立', [countered.negotiation_no]);
      await page.goto(`${BASE_URL}/web/negotiation`);
      const counteredRow = page.getByTestId(`negotiation-${countered.negotiation_no}`);
      await checkDialog(
        page,
        () => counteredRow.getByRole('button', { name: `${countered.product_name} この価格で合意` }).click(),
        '提示価格での合意',
        where,
      ).then(closeWith);
      await checkDialog(
        page,
        () => counteredRow.getByRole('button', { name: `${countered.product_name} 別の価格を提案` }).click(),
        '別の価格を提案',
        where,
      ).then(closeWith);
      const agreedRow = page.getByTestId(`negotiation-${agreed.negotiation_no}`);
      await checkDialog(page, () => agreedRow.getByRole('button', { name: `${agreed.product_name} この価格で購入` }).click(), '商談価格での購入', where).then(
        closeWith,
      );

      // The shell's phone menu (a drawer below 768 px).
      if (width < 768) {
        await page.getByRole('button', { name: 'メニュー' }).click();
        const drawer = page.getByRole('navigation', { name: 'メニュー', exact: true });
        await assertDialogFits(page, drawer, `the menu drawer at ${where}`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }
      assert.deepEqual(page.pageErrors, []);
    });

    it(`the 3-month password prompt fits ${width} px`, async () => {
      const page = await browser.newPage(viewportOf(width));
      // 1004-001's password is old only until password-suggestion.test.mjs changes it (nothing
      // ages it again), so the sign-in answer says what the server answers for an old password.
      await page.route('**/api/v1/users/signin', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), requires_password_change: true } });
      });
      await signIn(page, ACCOUNTS.oldPassword);
      const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '今回変更する' }) });
      const buttons = await assertDialogFits(page, prompt, `the password prompt at ${width} px`);
      assert.ok(buttons >= 2, '今回変更する and 次回変更する are both on screen');
      assert.deepEqual(page.pageErrors, []);
    });
  }
});
