// Buyer web and the shell at a phone's 390, a tablet's 768, a laptop's 1280 and a wide 1920 px:
// no page scrolls sideways; from the tablet width the listing's table fits its
// column, its head sticks under the app header and each lot's actions sit side by side; on a
// phone the header shows the whole title and the signed-in id and branch. The dialogs are
// measured in buyer-web-overflow-dialogs.test.mjs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet, apiPost, assertNoOverflow, assertTitleWhole, findLot, FIT_WIDTHS, viewportOf } from './buyer-web-helpers.mjs';

const heading = (name) => ({ role: 'heading', name });

const SIGNED_IN_ROUTES = [
  { path: '/web', ready: heading('Web販売') },
  { path: '/web/cancel', ready: heading('購入キャンセル') },
  { path: '/web/negotiation', ready: heading('商談一覧') },
  { path: '/web/next-reservation', ready: heading('次回予約一覧') },
  { path: '/web/no-such-page', ready: heading('ページが見つかりません') },
  { path: '/mypage', ready: heading('マイページ') },
  { path: '/market', ready: heading('相場情報') },
  { path: '/sale', ready: heading('購入履歴') },
  { path: '/news', ready: heading('お知らせ') },
  { path: '/setting', ready: heading('設定') },
  // The in-app password change (/change-password is for a first login only).
  { path: '/reset-password', ready: heading('パスワード変更') },
  { path: '/no-such-page', ready: heading('ページが見つかりません') },
];

const SIGNED_OUT_ROUTES = [
  { path: '/login', ready: heading('ログイン') },
  { path: '/reset-password', ready: heading('パスワード再設定') },
];

async function visit(page, route, width) {
  await page.goto(`${BASE_URL}${route.path}`);
  await page.getByRole(route.ready.role, { name: route.ready.name }).first().waitFor();
  await assertNoOverflow(page, `${route.path} at ${width}`);
  if (route.path.startsWith('/web')) {
    // No buyer table hides a column (its buttons) behind a scroll bar of its own.
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('main .MuiTableContainer-root')].map((el) => el.scrollWidth - el.clientWidth).filter((extra) => extra > 1),
    );
    assert.deepEqual(hidden, [], `${route.path} at ${width}: a table scrolls sideways inside the page`);
  }
}

/** Each lot's buttons share one line: their boxes are side by side, not stacked. */
async function assertActionsSideBySide(page, where) {
  let rowsWithTwo = 0;
  for (const cell of (await page.getByTestId('lot-actions').all()).slice(0, 20)) {
    const boxes = [];
    for (const button of await cell.getByRole('button').all()) boxes.push(await button.boundingBox());
    if (boxes.length < 2) continue;
    rowsWithTwo += 1;
    const tops = boxes.map((b) => Math.round(b.y + b.height / 2));
    assert.ok(Math.max(...tops) - Math.min(...tops) <= 2, `${where}: a lot's actions are stacked (centres at ${tops.join(', ')})`);
  }
  assert.ok(rowsWithTwo > 0, `${where}: no lot on the first page shows two actions to compare`);
}

/** Every action button of the first lots lies within its 操作 cell. */
async function assertActionsInsideTheirCell(page, where) {
  for (const cell of (await page.getByTestId('lot-actions').all()).slice(0, 20)) {
    const box = await cell.boundingBox();
    for (const button of await cell.getByRole('button').all()) {
      const b = await button.boundingBox();
      assert.ok(b.x >= box.x - 0.5 && b.x + b.width <= box.x + box.width + 0.5, `${where}: an action sticks out of its cell`);
    }
  }
}

describe('buyer and shell pages fit the screen', () => {
  const browser = useBrowser();

  for (const width of FIT_WIDTHS) {
    it(`no buyer or shell page is wider than a ${width} px viewport`, async () => {
      const page = await browser.newPage(viewportOf(width));
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      // A purchase and a reservation for the done pages, the cancel list and the side panel.
      const lot = await findLot(page, (l) => l.remaining_quantity >= 2);
      const bought = await apiPost(page, '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] });
      const reservable = await findLot(page, (l) => l.YOYAKU_PERMIT_FLG);
      const reserved = await apiPost(page, '/users/web/next-order', { items: [{ id: reservable.id, KUCHI_SU: 1, HA_SU: 0 }] });
      const news = (await apiGet(page, '/users/news?per=1')).datas?.[0];
      const routes = [
        ...SIGNED_IN_ROUTES,
        { path: `/web/buy/done?transactionUUID=${bought.transactionUUID}`, ready: heading('購入完了') },
        { path: `/web/next-order/done?transactionUUID=${reserved.transactionUUID}`, ready: heading('次回予約完了') },
        { path: `/web/${lot.id}/photo`, ready: heading('商品画像') },
        ...(news ? [{ path: `/news/${news.INFORMATION_CD}`, ready: heading(news.TITLE) }] : []),
      ];
      for (const route of routes) await visit(page, route, width);

      await page.getByRole('button', { name: 'ログアウト' }).click();
      await waitForPath(page, '/login');
      for (const route of SIGNED_OUT_ROUTES) await visit(page, route, width);

      // A branch without purchase permission goes from /web to / (its page) and is told why there.
      await signIn(page, ACCOUNTS.noPermit);
      await waitForPath(page, '/mypage');
      await visit(page, { path: '/web', ready: heading('マイページ') }, width);
      await page.getByText('この枝番にはWeb購入の権限がないため').waitFor();
      assert.deepEqual(page.pageErrors, []);
    });
  }

  for (const width of FIT_WIDTHS.filter((w) => w >= 768)) {
    it(`at ${width} px the listing table fits, its head sticks and each lot's actions sit side by side`, async () => {
      const page = await browser.newPage(viewportOf(width));
      await signIn(page, ACCOUNTS.headBranch);
      await waitForPath(page, '/mypage');
      await page.goto(`${BASE_URL}/web?per=50`);
      const table = page.getByRole('table', { name: 'Web販売' });
      await table.waitFor();
      await page.waitForLoadState('networkidle');
      // The 操作 column is in view, not behind a scroll bar or past the column's edge.
      const fit = await table.evaluate((el) => ({ table: el.getBoundingClientRect().width, column: el.parentElement.parentElement.clientWidth }));
      assert.ok(fit.table <= fit.column + 0.5, `the listing table is ${fit.table} px wide in ${fit.column} px`);
      // Five actions (購入, カートに入れる, 次回予約, 商談, 相場) share one row from the desktop width
      // on; narrower, they wrap inside the 操作 column rather than push the page sideways.
      if (width >= 1250) await assertActionsSideBySide(page, `${width} px`);
      else await assertActionsInsideTheirCell(page, `${width} px`);

      // Scrolled well down, the column heads stay right under the app header.
      await page.mouse.wheel(0, 1500);
      // Until the page has stopped scrolling: moved, and still between two frames.
      await page.waitForFunction(() => window.scrollY > 0);
      await page.evaluate(async () => {
        for (let last = -1; window.scrollY !== last;) {
          last = window.scrollY;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      const header = await page.getByRole('banner').boundingBox();
      const head = await table.getByRole('columnheader', { name: '操作' }).boundingBox();
      assert.ok(Math.abs(head.y - (header.y + header.height)) <= 2, `the column heads are at ${head.y} px, the header ends at ${header.y + header.height} px`);
      assert.deepEqual(page.pageErrors, []);
    });
  }

  it('on a 390 px phone the header shows the whole title and the signed-in id and branch, and the lots show their actions side by side', async () => {
    const page = await browser.newPage(viewportOf(390));
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await assertTitleWhole(page, 'phone header');
    const banner = page.getByRole('banner');
    const who = banner.getByTestId('signed-in-as');
    assert.match(await who.innerText(), /^1001-001 \S+/);
    assert.equal(await who.evaluate((el) => el.scrollWidth <= el.clientWidth + 0.5), true, 'the id and branch are cut');

    await page.goto(`${BASE_URL}/web`);
    const list = page.getByTestId('web-item-list');
    await list.waitFor();
    // Each card keeps its key facts in view: the name, the price and what is left.
    const card = list.getByRole('listitem').first();
    for (const testId of ['price', /^(buyable|sold-out)$/]) assert.equal(await card.getByTestId(testId).first().isVisible(), true, `${testId} is hidden`);
    await assertActionsSideBySide(page, '390 px');
    const cardBox = await card.boundingBox();
    for (const button of await card.getByRole('button').all()) {
      const box = await button.boundingBox();
      assert.ok(box.x + box.width <= cardBox.x + cardBox.width, 'an action sticks out of its card');
    }
    assert.deepEqual(page.pageErrors, []);
  });
});
