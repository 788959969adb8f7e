// Helpers of the buyer web e2e tests: API reads with the page's own session, choosing a lot
// from the sample market, and reading a listing row.
import assert from 'node:assert/strict';
import { ACCOUNTS, animationsDone, BASE_URL, SESSION_KEY, waitForPath } from '../support/app.mjs';
import { apiAs } from '../support/prepare.mjs';

/** GET an API path with the session the page holds (as the app would send it). */
export async function apiGet(page, path) {
  return page.evaluate(
    async ([key, url]) => {
      const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
      const answer = await fetch(`/api/v1${url}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    [SESSION_KEY, path],
  );
}

/** POST JSON to an API path with the page's session; answers the parsed body, throws on an error status. */
export async function apiPost(page, path, body) {
  return page.evaluate(
    async ([key, url, payload]) => {
      const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
      const answer = await fetch(`/api/v1${url}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    [SESSION_KEY, path, body],
  );
}

/**
 * Buys whole packages of a lot through the API (max_quantity at a time) until `packages` are left,
 * so a test can set up "the last package" whatever the random sample market holds.
 */
export async function buyDownTo(page, lot, packages) {
  let left = lot.remaining_quantity;
  while (left > packages) {
    const take = Math.min(left - packages, lot.max_quantity);
    await apiPost(page, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: take, HA_SU: 0 }] });
    left -= take;
  }
  return { ...lot, remaining_quantity: left };
}

const buyable = (l) => l.BUY_PERMIT_FLG && l.unit_price !== '0' && l.is_web_open && (l.remaining_quantity > 0 || l.hasu > 0);

/**
 * The first buyable lot matching `wanted` that is on page 1 of its item's listing, so that
 * filtering by the item shows it without paging.
 */
export async function findLot(page, wanted, { exclude = [] } = {}) {
  const all = (await apiGet(page, '/users/web/detail?per=500')).datas;
  for (const candidate of all.filter((l) => buyable(l) && wanted(l) && !exclude.includes(l.id))) {
    const firstPage = (await apiGet(page, `/users/web/detail?item_names=${encodeURIComponent(candidate.item_name)}`)).datas;
    if (firstPage.some((l) => l.id === candidate.id)) return candidate;
  }
  throw new Error('no lot in the sample market fits this test');
}

/** Chooses an item in the 品目 filter the way a user does. */
export async function openListingFiltered(page, itemName) {
  await page.getByRole('combobox', { name: '品目' }).click();
  await page.getByRole('combobox', { name: '品目' }).fill(itemName);
  await page.getByRole('option', { name: itemName, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.getAll('item_names').includes(itemName));
}

export function rowOf(page, id) {
  return page.getByTestId(`web-item-${id}`);
}

/** What a row says one purchase can take now (the smaller of stock and cap): '3口', '0口 + 4本' or '完売'. */
export async function remainingText(row) {
  const soldOut = row.getByTestId('sold-out');
  if (await soldOut.count()) return (await soldOut.innerText()).trim();
  return (await row.getByTestId('buyable').innerText()).trim();
}

/**
 * Waits up to `ms` for the lot's row on the page to read `text` (as remainingText reads it), or
 * with `{ not: true }` to read anything else; answers how long it took, or null when it did not.
 */
export async function remainingShownWithin(page, id, text, ms, { not = false } = {}) {
  const start = Date.now();
  const shown = await page
    .waitForFunction(
      ([testId, wanted, negate]) => {
        const row = document.querySelector(`[data-testid="${testId}"]`);
        const cell = row?.querySelector('[data-testid="sold-out"]') ?? row?.querySelector('[data-testid="buyable"]');
        if (!cell) return false;
        return (cell.innerText.trim() === wanted) !== negate;
      },
      [`web-item-${id}`, text, not],
      { timeout: ms, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  return shown ? Date.now() - start : null;
}

/**
 * Buys one package of the lot the way a buyer does: /web, the 品目 filter, 購入, the quantity
 * dialog, the confirm dialog. Answers the purchase's transactionUUID from the done page.
 */
export async function buyOnePackageThroughListing(page, lot) {
  await page.goto(`${BASE_URL}/web`);
  await page.getByRole('table', { name: 'Web販売' }).waitFor();
  await openListingFiltered(page, lot.item_name);
  await rowOf(page, lot.id)
    .getByRole('button', { name: `${lot.product_name} 購入` })
    .click();
  const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
  await dialog.getByLabel('口数').fill('1');
  await dialog.getByRole('button', { name: '購入' }).click();
  await page.getByRole('dialog', { name: '購入の確認' }).getByRole('button', { name: 'OK' }).click();
  await waitForPath(page, '/web/buy/done');
  await page.getByRole('heading', { name: '購入完了' }).waitFor();
  return new URL(page.url()).searchParams.get('transactionUUID');
}

/** The widths every buyer and shell page is measured at: a phone, a tablet, a laptop, a wide desktop. */
export const FIT_WIDTHS = [390, 768, 1280, 1920];

export const viewportOf = (width) => ({ width, height: width < 500 ? 844 : 900 });

/**
 * The page is no wider than the viewport (late layout — fonts, images, the ticker — settled first).
 * Two animation frames first: after a resize, media-query listeners (the header's phone layout)
 * hear the change only in the next rendering step, and a load state reached earlier does not wait.
 */
export async function assertNoOverflow(page, where) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { scroll, viewport, widest } = await page.evaluate(() => {
    const viewport = window.innerWidth;
    // The outermost element that reaches past the right edge, so a failure says what to fix.
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > viewport + 0.5);
    const outer = past.find((el) => !past.includes(el.parentElement));
    const widest =
      outer &&
      `${outer.tagName.toLowerCase()} "${outer.textContent.trim().slice(0, 30)}" in ${outer.parentElement?.className.split(' ')[0]} right ${Math.round(outer.getBoundingClientRect().right)} px`;
    return { scroll: document.documentElement.scrollWidth, viewport, widest };
  });
  assert.ok(scroll <= viewport, `${where}: page is ${scroll} px wide in a ${viewport} px viewport (${widest ?? 'no element past the edge'})`);
}

/** The header's title is shown whole: not cut (an ellipsis) by what sits beside it. */
export async function assertTitleWhole(page, where) {
  const title = page.getByRole('banner').getByText('花き市場 Web販売システム');
  assert.equal(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5), true, `${where}: the title is cut`);
}

/** The open dialog (or drawer) and each of its visible buttons lie inside the viewport, and its action buttons are in sight unscrolled. */
export async function assertDialogFits(page, dialog, where) {
  await dialog.waitFor();
  await animationsDone(page); // the 500 ms opening transition of spec §9
  await assertNoOverflow(page, where);
  const viewport = page.viewportSize();
  const boxes = [await dialog.boundingBox()];
  let buttons = 0;
  for (const button of await dialog.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    buttons += 1;
    boxes.push(await button.boundingBox());
  }
  for (const box of boxes) {
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, `${where}: a part spans ${box.x}–${box.x + box.width} px of ${viewport.width}`);
    assert.ok(
      box.y + box.height <= viewport.height + 0.5 || box === boxes[0],
      `${where}: a button ends at ${box.y + box.height} px below the ${viewport.height} px viewport`,
    );
  }
  // The buttons under the fields (cancel, submit) are in sight without scrolling: not under the
  // paper's edge when the content is tall (a lot with price tiers on a phone).
  const hidden = await dialog.evaluate((el) =>
    [...el.querySelectorAll('.MuiDialogActions-root button')]
      .filter((button) => {
        // Not by hit-testing: a disabled button lets the pointer through.
        const box = button.getBoundingClientRect();
        for (let up = button.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowY === 'visible') continue;
          const frame = up.getBoundingClientRect();
          if (box.top < frame.top - 0.5 || box.bottom > frame.top + up.clientHeight + 0.5) return true;
        }
        return box.bottom > window.innerHeight + 0.5;
      })
      .map((button) => button.textContent.trim()),
  );
  assert.deepEqual(hidden, [], `${where}: buttons out of sight until the dialog is scrolled`);
  return buttons;
}

export { apiAs };

/** A negotiation of 1001-001 in `status` (再商談 or an unbought 成立), made when the sample has none left. */
export async function negotiationIn(page, status, exclude) {
  const mine = await apiGet(page, '/users/negotiation');
  const found = mine.find((n) => n.status === status && !n.purchased && !exclude.includes(n.negotiation_no));
  if (found) return found;
  const open = new Set(mine.filter((n) => n.status === '商談中' || n.status === '再商談').map((n) => n.id));
  const lot = await findLot(page, (l) => l.is_negotiable && !open.has(l.id) && l.remaining_quantity >= 1);
  const price = Math.max(1, Number(lot.unit_price) - 5);
  const asked = await apiPost(page, '/users/web/negotiation', { id: lot.id, KUCHI_SU: 1, TANKA: price, BIKO: '' });
  await apiAs(ACCOUNTS.admin, 'PUT', `/admins/negotiations/${asked.negotiation_no}`, { SHODAN_STATUS: '再商談', UNIT_PRICE: price + 2 });
  // A 成立 the buyer still has to buy comes from agreeing to the market's counter price (the
  // market's own 成立 records the sale at once).
  if (status === '成立') await apiPost(page, '/users/negotiation/answer', { negotiation_no: asked.negotiation_no, accept: true });
  return (await apiGet(page, '/users/negotiation')).find((n) => n.negotiation_no === asked.negotiation_no);
}
