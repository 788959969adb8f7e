// A cart of several lots bought with one confirmation (1280 and 390 px), and a
// branch under approval whose request the head branch approves from another browser, the
// branch seeing its done page without a reload.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../support/chromium.mjs';
import { ACCOUNTS, BASE_URL, SESSION_KEY, signIn, waitForPath } from '../support/app.mjs';
import {
  apiAs,
  apiGet,
  assertDialogFits,
  assertNoOverflow,
  assertTitleWhole,
  remainingShownWithin,
  remainingText,
  rowOf,
  viewportOf,
} from './buyer-web-helpers.mjs';

const SHOTS = process.env.E2E_SCREENSHOTS ?? null;
const shot = async (page, name) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function putCart(page, items) {
  return page.evaluate(
    async ([key, body]) => {
      const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
      const answer = await fetch('/api/v1/users/web/cart', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: body }),
      });
      if (!answer.ok) throw new Error(`PUT cart: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    [SESSION_KEY, items],
  );
}

async function signedIn(browser, account, width) {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize(viewportOf(width));
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === '/mypage' || url.pathname.startsWith('/news/important/'));
  // Branch 002 has an unread important news the guard shows first: read it, as a user would.
  if (new URL(page.url()).pathname !== '/mypage') {
    await page.getByRole('button', { name: '確認しました' }).click();
    await waitForPath(page, '/mypage');
  }
  return page;
}

/** Lots a cart can hold one package of: buyable, priced, on page 1 of their item's listing. */
async function lotsForCart(page, count, exclude = []) {
  const all = (await apiGet(page, '/users/web/detail?per=500')).datas;
  return all
    .filter((l) => l.BUY_PERMIT_FLG && l.unit_price !== '0' && l.is_web_open && l.remaining_quantity >= 2 && l.max_quantity >= 1 && !exclude.includes(l.id))
    .slice(0, count);
}

describe('the cart and purchase approval', () => {
  let first;
  let second;
  const used = [];
  before(async () => {
    first = await launchChromium();
    second = await launchChromium();
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  for (const width of [1280, 390]) {
    it(`fills a cart of 5 lots and buys them with one confirmation at ${width} px`, async () => {
      const page = await signedIn(first, ACCOUNTS.headBranch, width);
      await page.evaluate(async (key) => {
        const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
        await fetch('/api/v1/users/web/cart', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      }, SESSION_KEY);
      const lots = await lotsForCart(page, 5, used);
      assert.equal(lots.length, 5);
      used.push(...lots.map((l) => l.id));
      // The first lot through the listing's カートに入れる, the others as a buyer's earlier visits left them.
      await putCart(
        page,
        lots.slice(1).map((l) => ({ id: l.id, KUCHI_SU: 1, HA_SU: 0 })),
      );
      await page.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lots[0].item_name)}`);
      await rowOf(page, lots[0].id)
        .getByRole('button', { name: `${lots[0].product_name} カートに入れる` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'カートに入れる：購入数量の入力' });
      await assertDialogFits(page, dialog, `cart dialog ${width}`);
      await dialog.getByLabel('口数').fill('1');
      await dialog.getByRole('button', { name: 'カートに入れる' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('side-panel-cart').filter({ hasText: '5件' }).first().waitFor();

      await page.goto(`${BASE_URL}/web/cart`);
      await page.getByTestId('cart-total').waitFor();
      assert.equal(await page.getByTestId('cart-line').count(), 5);
      await assertNoOverflow(page, `cart ${width}`);
      await shot(page, `cart-${width}`);
      const total = (await page.getByTestId('cart-total').innerText()).trim();

      await page.getByRole('button', { name: 'まとめて購入' }).click();
      await page.getByRole('dialog', { name: 'まとめて購入の確認' }).getByRole('button', { name: 'OK' }).click();
      await waitForPath(page, '/web/buy/done');
      await page.getByRole('heading', { name: '購入完了' }).waitFor();
      const uuid = new URL(page.url()).searchParams.get('transactionUUID');
      const done = await apiGet(page, `/users/web/buy/done?transactionUUID=${uuid}`);
      assert.deepEqual(done.map((r) => r.web_item_id).sort(), lots.map((l) => l.id).sort());
      assert.equal((await page.getByTestId('total-with-tax').innerText()).trim(), total);
      assert.deepEqual((await apiGet(page, '/users/web/cart')).items, []);
      assert.deepEqual(page.pageErrors, []);
      await page.close();
    });
  }

  it('sends a branch request under approval; the head branch approves it in another browser and the branch sees its done page without a reload', async () => {
    const setting = await apiAs(ACCOUNTS.headBranch, 'GET', '/users/setting');
    const margin = setting.branches.find((b) => b.branch_number === '002').sell_margin_rate;
    const approval = (required) =>
      apiAs(ACCOUNTS.headBranch, 'POST', '/users/setting', { branches: [{ branch_number: '002', sell_margin_rate: margin, purchase_approval: required }] });
    await approval(true);
    const branch = await signedIn(first, ACCOUNTS.branch002, 390);
    const head = await signedIn(second, ACCOUNTS.headBranch, 1280);
    try {
      const [lot] = await lotsForCart(branch, 1, used);
      await putCart(branch, [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }]);
      await branch.goto(`${BASE_URL}/web/cart`);
      await branch.getByRole('button', { name: 'まとめて購入' }).click();
      await branch.getByRole('dialog', { name: 'まとめて購入の確認' }).getByRole('button', { name: 'OK' }).click();
      await waitForPath(branch, '/web/requests');
      await branch.getByTestId('request-countdown').waitFor();
      await assertNoOverflow(branch, 'requests 390');
      await shot(branch, 'requests-390');
      await branch.evaluate(() => {
        window.__notReloaded = true;
      });

      await head.goto(`${BASE_URL}/setting`);
      await head.getByTestId('setting-to-approval').click();
      await waitForPath(head, '/web/approval');
      const card = head.getByTestId('request-card').filter({ hasText: lot.product_name }).first();
      await card.waitFor();
      await assertNoOverflow(head, 'approval 1280');
      await shot(head, 'approval-1280');
      await head.setViewportSize(viewportOf(390));
      await head.getByRole('button', { name: 'メニュー' }).waitFor(); // the header has taken its phone layout
      await shot(head, 'approval-390');
      await assertNoOverflow(head, 'approval 390');
      await head.getByRole('link', { name: '購入承認待ち 1件' }).waitFor();
      // The pending badge sits under the signed-in id on a phone: the title keeps its room.
      await assertTitleWhole(head, 'beside the approval badge');
      // Its look is a 24 px chip; a tap 20 px above or below its middle still reaches it (a 44 px target).
      const reach = await head.getByTestId('header-approval-badge').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        return [-20, 20].map((dy) => el.contains(document.elementFromPoint(middle.x, middle.y + dy)));
      });
      assert.deepEqual(reach, [true, true], 'the approval badge is a 44 px target');
      await card.getByRole('button', { name: /承認する$/ }).click();
      await head.getByRole('dialog', { name: '購入依頼の承認' }).getByRole('button', { name: 'OK' }).click();
      // Decided: the header's badge goes.
      await head.getByTestId('header-approval-badge').waitFor({ state: 'detached' });

      await waitForPath(branch, '/web/buy/done');
      await branch.getByRole('heading', { name: '購入完了' }).waitFor();
      assert.equal(await branch.evaluate(() => window.__notReloaded), true);
      assert.deepEqual(branch.pageErrors, []);
      assert.deepEqual(head.pageErrors, []);
    } finally {
      await approval(false);
    }
  });

  it("returns a rejected request's stock to an open listing live", async () => {
    const setting = await apiAs(ACCOUNTS.headBranch, 'GET', '/users/setting');
    const margin = setting.branches.find((b) => b.branch_number === '002').sell_margin_rate;
    const approval = (required) =>
      apiAs(ACCOUNTS.headBranch, 'POST', '/users/setting', { branches: [{ branch_number: '002', sell_margin_rate: margin, purchase_approval: required }] });
    await approval(true);
    const watcher = await signedIn(second, ACCOUNTS.headBranch, 1280);
    try {
      // A lot whose stock, not the per-purchase cap, is what the listing shows.
      const lot = (await lotsForCart(watcher, 100, used)).find((l) => l.remaining_quantity <= l.max_quantity);
      used.push(lot.id);
      await watcher.goto(`${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`);
      const row = rowOf(watcher, lot.id);
      await row.waitFor();
      const before = await remainingText(row);
      const request = await apiAs(ACCOUNTS.branch002, 'POST', '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
      assert.notEqual(await remainingShownWithin(watcher, lot.id, before, 3000, { not: true }), null, `lot ${lot.id} did not show the held package within 3 s`);
      await watcher.evaluate(() => {
        window.__notReloaded = true;
      });
      await apiAs(ACCOUNTS.headBranch, 'POST', `/users/approval/${request.request_id}/reject`, { comment: '' });
      assert.notEqual(await remainingShownWithin(watcher, lot.id, before, 3000), null, `lot ${lot.id} did not show ${before} again within 3 s`);
      assert.equal(await watcher.evaluate(() => window.__notReloaded), true);
    } finally {
      await approval(false);
    }
  });
});
