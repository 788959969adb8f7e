// Live stock: a listing open in one browser shows another browser's purchase
// (new remaining, then 完売) within 2 seconds, without a reload.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../support/chromium.mjs';
import { ACCOUNTS, BASE_URL, signIn, waitForPath } from '../support/app.mjs';
import { buyDownTo, findLot, remainingShownWithin, remainingText, rowOf } from './buyer-web-helpers.mjs';

async function buyerPage(browser) {
  const page = await browser.context.newPage();
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(error.message));
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ACCOUNTS.headBranch);
  await waitForPath(page, '/mypage');
  return page;
}

async function buyInUi(page, lot, packages, stems) {
  const row = rowOf(page, lot.id);
  await row.getByRole('button', { name: `${lot.product_name} 購入` }).click();
  const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
  await dialog.getByLabel('口数').fill(String(packages));
  if (stems > 0) await dialog.getByLabel('端数（本）').fill(String(stems));
  await dialog.getByRole('button', { name: '購入' }).click();
  await page.getByRole('dialog', { name: '購入の確認' }).getByRole('button', { name: 'OK' }).click();
  await waitForPath(page, '/web/buy/done');
}

/** Waits up to 2 s for the row to read `expected`; returns how long it took. */
async function seenWithin2s(page, id, expected) {
  const took = await remainingShownWithin(page, id, expected, 2000);
  if (took === null) assert.fail(`lot ${id} did not show ${expected} within 2 s (shows ${await remainingText(rowOf(page, id))})`);
  return took;
}

describe('live stock across two browsers', () => {
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

  it("shows the other browser's purchases, down to 完売, within 2 s and without a reload", async () => {
    const watcher = await buyerPage(first);
    const buyer = await buyerPage(second);
    // A lot the second browser can empty in two purchases: 1 package, then the rest.
    const lot = await findLot(watcher, (l) => l.remaining_quantity >= 2 && l.remaining_quantity - 1 <= l.max_quantity);
    const url = `${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`;
    await watcher.goto(url);
    await rowOf(watcher, lot.id).waitFor();
    await buyer.goto(url);
    await rowOf(buyer, lot.id).waitFor();
    // A marker that a reload would wipe out.
    await watcher.evaluate(() => {
      window.__notReloaded = true;
    });

    await buyInUi(buyer, lot, 1, 0);
    const left = lot.remaining_quantity - 1;
    await seenWithin2s(watcher, lot.id, `${left}口${lot.hasu > 0 ? ` + ${lot.hasu}本` : ''}`);

    await buyer.goto(url);
    await buyInUi(buyer, { ...lot }, left, lot.hasu);
    await seenWithin2s(watcher, lot.id, '完売');
    assert.equal(await watcher.evaluate(() => window.__notReloaded), true);
    assert.equal(
      await rowOf(watcher, lot.id)
        .getByRole('button', { name: `${lot.product_name} 購入` })
        .isDisabled(),
      true,
    );
    assert.deepEqual(watcher.pageErrors, []);
    assert.deepEqual(buyer.pageErrors, []);
  });

  it('lets exactly one of two browsers buying the last package at the same moment have it; both screens end at 完売', async () => {
    const pages = [await buyerPage(first), await buyerPage(second)];
    // The sample market is random: take a lot without loose stems and buy it down to its last package.
    const lot = await buyDownTo(pages[0], await findLot(pages[0], (l) => l.hasu === 0 && l.max_quantity >= 1), 1);
    const url = `${BASE_URL}/web?item_names=${encodeURIComponent(lot.item_name)}`;
    for (const page of pages) {
      await page.goto(url);
      await rowOf(page, lot.id)
        .getByRole('button', { name: `${lot.product_name} 購入` })
        .click();
      const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
      await dialog.getByLabel('口数').fill('1');
      await dialog.getByRole('button', { name: '購入' }).click();
      await page.getByRole('dialog', { name: '購入の確認' }).getByRole('button', { name: 'OK' }).waitFor();
    }
    await Promise.all(pages.map((page) => page.getByRole('dialog', { name: '購入の確認' }).getByRole('button', { name: 'OK' }).click()));

    const outcomes = await Promise.all(
      pages.map((page) =>
        Promise.race([
          page.waitForURL((u) => u.pathname === '/web/buy/done', { timeout: 10_000 }).then(() => 'bought'),
          page
            .getByRole('dialog', { name: '購入数量の入力' })
            .getByRole('alert')
            .waitFor({ timeout: 10_000 })
            .then(() => 'refused'),
        ]),
      ),
    );
    assert.deepEqual([...outcomes].sort(), ['bought', 'refused']);
    const loser = pages[outcomes.indexOf('refused')];
    // One message: the server's refusal, or (once the live stock has arrived) 「この商品は完売しました」.
    const alerts = await loser.getByRole('dialog', { name: '購入数量の入力' }).getByRole('alert').allInnerTexts();
    assert.equal(alerts.length, 1);
    assert.match(alerts[0], /在庫|残数|完売/);
    // The loser's listing already shows 完売 behind the dialog (live stock); the winner's too, once back.
    await loser.getByRole('dialog', { name: '購入数量の入力' }).getByRole('button', { name: 'キャンセル' }).click();
    await seenWithin2s(loser, lot.id, '完売');
    const winner = pages[outcomes.indexOf('bought')];
    await winner.goto(url);
    await rowOf(winner, lot.id).waitFor();
    assert.equal(await remainingText(rowOf(winner, lot.id)), '完売');
  });
});
