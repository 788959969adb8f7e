// Helpers of the buyer web e2e tests: API reads with the page's own session, choosing a lot
// from the sample market, and reading a listing row.
import { BASE_URL, SESSION_KEY, waitForPath } from '../support/app.mjs';

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

/** '3口', '0口 + 4本' or '完売'. */
export async function remainingText(row) {
  const soldOut = row.getByTestId('sold-out');
  if (await soldOut.count()) return (await soldOut.innerText()).trim();
  return (await row.getByTestId('remaining').innerText()).trim();
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
