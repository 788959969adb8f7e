// Accessibility: axe-core on every route of the shell and the five remotes, signed in as the account
// that uses it, at a phone (390 px) and a desktop (1280 px) width, and with each dialog open:
// no critical and no serious violation (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices).
//
// A new screen is one line in ROUTES (path, account, and what shows once it has loaded); a new
// dialog is one entry in DIALOGS (how to open it from a route). One signed-in page per account
// walks its routes at both widths, so the whole file stays within a few minutes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { ACCOUNTS, animationsDone, BASE_URL, signIn, useBrowser } from '../support/app.mjs';
import { oneUnreadImportantNews } from '../support/prepare.mjs';
import { apiGet } from './buyer-web-helpers.mjs';

const WIDTHS = [390, 1280];
const heading = (name) => ({ role: 'heading', name });

/**
 * Every route, by account. `path` may be a function of the signed-in page (for ids from the
 * sample market); `ready` is what shows once the page has drawn its data.
 */
export const ROUTES = {
  signedOut: [
    { path: '/login', ready: { role: 'button', name: 'ログイン' } },
    { path: '/reset-password', ready: heading('パスワード再設定') },
    { path: '/email/verify#token=not-a-real-token', ready: { role: 'button' } },
  ],
  buyer: [
    { path: '/mypage', ready: heading('マイページ') },
    { path: '/market', ready: heading('相場情報') },
    { path: '/sale', ready: heading('購入履歴') },
    { path: '/news', ready: heading('お知らせ') },
    { path: async (page) => `/news/${(await apiGet(page, '/users/news')).datas[0].INFORMATION_CD}`, ready: { role: 'link', name: /一覧/ } },
    { path: '/setting', ready: heading('設定') },
    { path: '/web', ready: heading('Web販売') },
    { path: async (page) => `/web/${(await apiGet(page, '/users/web/detail')).datas[0].id}/photo`, ready: { role: 'heading' } },
    { path: '/web/cart', ready: heading('カート') },
    { path: '/web/requests', ready: heading('購入依頼') },
    { path: '/web/approval', ready: heading('購入承認') },
    { path: '/web/cancel', ready: heading('購入キャンセル') },
    { path: '/web/negotiation', ready: heading('商談一覧') },
    { path: '/web/next-reservation', ready: heading('次回予約一覧') },
    // Signed in, /reset-password is the in-app change form; /change-password is for a first login only.
    { path: '/reset-password', ready: heading('パスワード変更') },
    { path: '/no-such-page', ready: { role: 'heading' } },
  ],
  // Branch 002 with one unread important news (made for the test): the shell shows it before anything else.
  importantNews: [{ path: '/mypage', ready: { role: 'heading' } }],
  noPermit: [{ path: '/web', ready: { role: 'heading' } }],
  admin: [
    ...[
      ['products', '商品'],
      ['item', '品目'],
      ['shipper', '出荷者'],
      ['purchaser', '買参人'],
      ['time', '時間'],
      ['link', 'リンク'],
      ['system_parameter', 'システムパラメータ'],
      ['log', 'ログ'],
    ].map(([screen, title]) => ({ path: `/admins/master/${screen}`, ready: heading(title) })),
    ...[
      ['sale', '売買'],
      ['reserve', '予約'],
      ['receiving', '荷受'],
      ['negotiation', '商談'],
    ].map(([screen, title]) => ({ path: `/admins/transaction/${screen}`, ready: heading(title) })),
    { path: '/admins/news', ready: heading('お知らせ管理') },
    { path: '/admins/news/web', ready: heading('Webニュース') },
    { path: '/admins/news/category', ready: heading('カテゴリー') },
    { path: '/admins/news/recovery_mail', ready: heading('一斉メール') },
  ],
};

const ACCOUNT_OF = {
  buyer: ACCOUNTS.headBranch,
  importantNews: ACCOUNTS.branch002,
  noPermit: ACCOUNTS.noPermit,
  admin: ACCOUNTS.admin,
};

/**
 * Each dialog: the route it opens from and how a user opens it. Checked open at both widths.
 * `close` is how it goes away again (Escape unless said otherwise).
 */
export const DIALOGS = {
  buyer: [
    { name: '購入', path: '/web', open: (page) => page.getByRole('button', { name: /購入/ }).and(page.locator(':enabled')).first().click() },
    {
      name: '次回予約',
      // Few sample lots take next orders (18 of 117): the whole listing on one page holds one.
      path: '/web?per=150',
      open: (page) =>
        page
          .getByRole('button', { name: /次回予約/ })
          .and(page.locator(':enabled'))
          .first()
          .click(),
    },
    { name: '商談', path: '/web', open: (page) => page.getByRole('button', { name: /商談/ }).and(page.locator(':enabled')).first().click() },
    {
      name: '絞り込み (phone)',
      path: '/web',
      widths: [390],
      open: (page) =>
        page
          .getByRole('button', { name: /絞り込み/ })
          .first()
          .click(),
      optional: true,
    },
    // A lot's 相場, its photos in place, and its star's menu.
    { name: '相場', path: '/web', open: (page) => page.getByRole('button', { name: / 相場/ }).first().click() },
    {
      name: '写真',
      path: '/web',
      open: (page) =>
        page
          .getByRole('link', { name: /写真を見る/ })
          .first()
          .click(),
    },
    {
      name: 'お気に入り',
      path: '/web',
      open: (page) =>
        page
          .getByRole('button', { name: / お気に入り/ })
          .first()
          .click(),
      role: 'menu',
    },
    { name: 'メニュー (phone)', path: '/mypage', widths: [390], open: (page) => page.getByRole('button', { name: 'メニュー' }).click(), role: 'presentation' },
  ],
  admin: [
    ...['item', 'shipper', 'purchaser', 'link'].map((screen) => ({
      name: `${screen} 新規`,
      path: `/admins/master/${screen}`,
      open: (page) => page.getByRole('button', { name: '新規' }).first().click(),
    })),
    ...['products', 'item', 'shipper', 'purchaser', 'link'].map((screen) => ({
      name: `${screen} 編集`,
      path: `/admins/master/${screen}`,
      open: (page) => page.getByRole('button', { name: /^編集/ }).first().click(),
    })),
    { name: '商品 画像', path: '/admins/master/products', open: (page) => page.getByRole('button', { name: /^画像/ }).first().click() },
    { name: '削除の確認', path: '/admins/master/link', open: (page) => page.getByRole('button', { name: /^削除/ }).first().click() },
    { name: '売買 新規', path: '/admins/transaction/sale', open: (page) => page.getByRole('button', { name: '新規' }).first().click() },
    ...['/admins/transaction/sale', '/admins/transaction/reserve', '/admins/transaction/receiving', '/admins/transaction/negotiation'].map((path) => ({
      name: `${path} 編集`,
      path,
      open: (page) =>
        page
          .getByRole('button', { name: /^(編集|回答)/ })
          .first()
          .click(),
      optional: true,
    })),
    ...['/admins/news', '/admins/news/web', '/admins/news/category', '/admins/news/recovery_mail'].map((path) => ({
      name: `${path} 新規`,
      path,
      open: (page) => page.getByRole('button', { name: '新規' }).first().click(),
    })),
  ],
};

async function resolvePath(page, path) {
  return typeof path === 'function' ? path(page) : path;
}

/** Waits until the page has drawn: its ready marker shows and nothing is loading. */
async function settle(page, ready) {
  const { role, name } = ready;
  await page
    .getByRole(role, name === undefined ? {} : { name })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // axe reads colours as MUI's transitions (menus, dialogs) end them.
  await animationsDone(page);
}

async function checkRoutes(page, routes, width) {
  const failures = [];
  for (const route of routes) {
    const path = await resolvePath(page, route.path);
    await page.goto(`${BASE_URL}${path}`);
    await settle(page, route.ready);
    const violations = await axeViolations(page);
    if (violations.length > 0) failures.push(`${path} at ${width} px:\n  ${violations.join('\n  ')}`);
  }
  return failures;
}

async function checkDialogs(page, dialogs, width) {
  const failures = [];
  for (const dialog of dialogs.filter((d) => !d.widths || d.widths.includes(width))) {
    await page.goto(`${BASE_URL}${dialog.path}`);
    await settle(page, { role: 'heading' });
    try {
      page.setDefaultTimeout(8_000);
      await dialog.open(page);
      await page
        .getByRole(dialog.role ?? 'dialog')
        .first()
        .waitFor({ timeout: 5_000 });
    } catch (error) {
      if (dialog.optional) continue;
      throw new Error(`could not open the dialog ${dialog.name} at ${width} px: ${error.message}`);
    } finally {
      page.setDefaultTimeout(20_000);
    }
    await animationsDone(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) failures.push(`dialog ${dialog.name} at ${width} px:\n  ${violations.join('\n  ')}`);
    await page.keyboard.press('Escape');
  }
  return failures;
}

describe('accessibility: axe-core finds no critical or serious violation', () => {
  const browser = useBrowser();

  for (const width of WIDTHS) {
    it(`signed out, at ${width} px`, async () => {
      const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
      const failures = await checkRoutes(page, ROUTES.signedOut, width);
      assert.deepEqual(failures, [], failures.join('\n'));
    });
  }

  for (const who of ['buyer', 'importantNews', 'noPermit', 'admin']) {
    it(`${who} (${ACCOUNT_OF[who].id}): every route and dialog at ${WIDTHS.join(' and ')} px`, async () => {
      const news = who === 'importantNews' ? await oneUnreadImportantNews(ACCOUNTS.branch002, `臨時休市のお知らせ（axe ${Date.now() % 100000}）`) : null;
      try {
        const page = await browser.newPage({ width: 1280, height: 900 });
        await signIn(page, ACCOUNT_OF[who]);
        await page.waitForURL((url) => url.pathname !== '/login');
        const failures = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
          failures.push(...(await checkRoutes(page, ROUTES[who], width)));
          failures.push(...(await checkDialogs(page, DIALOGS[who] ?? [], width)));
        }
        assert.deepEqual(failures, [], failures.join('\n'));
        assert.deepEqual(page.pageErrors, []);
      } finally {
        await news?.remove();
      }
    });
  }
});
