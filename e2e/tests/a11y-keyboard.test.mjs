// Accessibility: the market from the keyboard alone. A buyer signs in, skips past the menu to the
// listing and buys a lot; an administrator edits a product and toggles its 休止. Only Tab,
// Shift+Tab, Enter, Space, Escape and typing: no click, no fill.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, useBrowser, waitForPath } from '../support/app.mjs';
import { apiGet } from './buyer-web-helpers.mjs';

/** The focused element's accessible name (aria-label, else its text or its label's), role and tag. */
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { name: '', tag: 'BODY', role: '' };
    const labelled = el.getAttribute('aria-labelledby');
    const byLabel = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    const name =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      byLabel ??
      el.textContent ??
      '';
    const outline = getComputedStyle(el).outlineStyle;
    return {
      name: name.trim(),
      tag: el.tagName,
      role: el.getAttribute('role') ?? '',
      inDialog: Boolean(el.closest('[role="dialog"]')),
      outline,
      disabled: el.disabled === true,
    };
  });
}

/** Presses Tab until the focused element matches; answers how many presses it took. */
async function tabTo(page, matches, { max = 80, back = false } = {}) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (matches(now)) return presses;
  }
  throw new Error(`no element matched within ${max} Tabs (last: ${JSON.stringify(await focused(page))})`);
}

/** Every focused element shows a visible ring (the theme's 3 px outline). */
async function assertVisibleFocus(page, what) {
  const { outline } = await focused(page);
  assert.notEqual(outline, 'none', `${what} has no focus indicator`);
}

/** Tab (or, when the focus is already past it, Shift+Tab) to the skip link at the top of the page. */
async function toSkipLink(page) {
  await page.keyboard.press('Tab');
  if ((await focused(page)).name !== 'メインコンテンツへ移動') await tabTo(page, (f) => f.name === 'メインコンテンツへ移動', { back: true, max: 200 });
  await assertVisibleFocus(page, 'the skip link');
}

async function signInByKeyboard(page, account) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('ログインID').waitFor();
  await tabTo(page, (f) => f.name.startsWith('ログインID'));
  await page.keyboard.type(account.id);
  await tabTo(page, (f) => f.name.startsWith('パスワード') && f.tag === 'INPUT');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('keyboard only (accessibility)', () => {
  const browser = useBrowser();

  it('a buyer signs in, skips to the listing and buys a lot', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInByKeyboard(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();

    // The menu's Web販売 by Tab and Enter.
    await tabTo(page, (f) => f.name === 'Web販売' && f.tag === 'A');
    await assertVisibleFocus(page, 'the menu link');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/web');
    await page.getByRole('table', { name: 'Web販売' }).waitFor();

    // The first Tab of the page is the skip link; Enter moves to the main content.
    await toSkipLink(page);
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');

    // From there to the first lot that can be bought: its name says which lot it is.
    const presses = await tabTo(page, (f) => f.tag === 'BUTTON' && /^.+ 購入（.+）$/.test(f.name) && !f.disabled);
    const buyButton = await focused(page);
    await assertVisibleFocus(page, 'the 購入 button');
    const lots = (await apiGet(page, '/users/web/detail')).datas;
    // Lots of one product and shipper differ by colour, grade and remarks: every one the name fits.
    const named = lots.filter((l) => buyButton.name.startsWith(`${l.product_name} 購入（${l.shipment_provider_name}`));
    assert.ok(named.length > 0, `no lot is named by ${buyButton.name}`);
    const lot = named[0];
    assert.ok(presses < 40, `${presses} Tabs from the main content to the first 購入`);

    // The dialog takes the focus (口数), Enter sends it, the confirm dialog's OK has the focus.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '購入数量の入力' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
    assert.equal((await focused(page)).inDialog, true);
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '購入の確認' });
    await confirm.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'OK');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/web/buy/done');
    await page.getByRole('heading', { name: '購入完了' }).waitFor();
    const afterRows = (await apiGet(page, `/users/web/detail?item_names=${encodeURIComponent(lot.item_name)}&per=500`)).datas;
    const stockOf = (rows) => named.reduce((sum, l) => sum + (rows.find((r) => r.id === l.id)?.remaining_quantity ?? 0), 0);
    assert.equal(stockOf(afterRows), stockOf(lots) - 1);
    assert.deepEqual(page.pageErrors, []);
  });

  it('a dialog closed with Escape gives the focus back to the button that opened it', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInByKeyboard(page, ACCOUNTS.headBranch);
    await page.goto(`${BASE_URL}/web`);
    await page.getByRole('list', { name: 'Web販売' }).waitFor();
    await toSkipLink(page);
    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f.tag === 'BUTTON' && /^.+ 購入（.+）$/.test(f.name) && !f.disabled);
    const opener = (await focused(page)).name;
    // At a phone width the button is a 44 px target.
    const box = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
    assert.ok(box.height >= 44 && box.width >= 44, `購入 is ${box.width} × ${box.height} px`);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '購入数量の入力' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, opener);
  });

  it('an administrator edits a product and toggles its 休止', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInByKeyboard(page, ACCOUNTS.admin);
    await waitForPath(page, '/admins/master/products');
    const table = page.getByRole('table', { name: '商品' });
    await table.waitFor();
    const products = (await apiGet(page, '/admins/products?page=1&per=150&include_suspension_rows=0')).datas;
    const product = products[0];

    // Skip link, then to the first row's 編集.
    await toSkipLink(page);
    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.name.startsWith('編集'), { max: 200 });
    await assertVisibleFocus(page, '編集');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));

    // 略称 gets a new value; 保存 by Tab and Enter.
    const abbr = `鍵${Date.now() % 100000}`;
    await tabTo(page, (f) => f.name.startsWith('略称') && f.tag === 'INPUT');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(abbr);
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.name === '保存');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The focus is back on the row's 編集.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('編集'));
    const edited = (
      await apiGet(page, `/admins/products?page=1&per=150&include_suspension_rows=1&query=${encodeURIComponent(product.product_code)}`)
    ).datas.find((p) => p.id === product.id);
    assert.equal(edited.abbr, abbr);

    // That row's 休止 switch, by Shift+Tab (it sits before the actions), and Space.
    await page.goto(`${BASE_URL}/admins/master/products?query=${product.product_code}&include_suspension_rows=1`);
    await page.getByRole('switch', { name: `休止 ${product.product_name}` }).waitFor();
    await tabTo(page, (f) => f.name === `休止 ${product.product_name}`, { max: 200 });
    await assertVisibleFocus(page, 'the 休止 switch');
    await page.keyboard.press('Space');
    await page.getByText('休止フラグを更新しました。').waitFor();
    const suspended = (
      await apiGet(page, `/admins/products?page=1&per=150&include_suspension_rows=1&query=${encodeURIComponent(product.product_code)}`)
    ).datas.find((p) => p.id === product.id);
    assert.equal(suspended.is_suspensions, true);
    // And back (the switch is disabled while it saves, which drops the focus: Tab to it again).
    await page
      .getByRole('switch', { name: `休止 ${product.product_name}` })
      .and(page.locator(':enabled'))
      .waitFor();
    if ((await focused(page)).name !== `休止 ${product.product_name}`) await tabTo(page, (f) => f.name === `休止 ${product.product_name}`, { max: 200 });
    await page.keyboard.press('Space');
    await page.getByRole('switch', { name: `休止 ${product.product_name}`, checked: false }).waitFor();
    assert.deepEqual(page.pageErrors, []);
  });
});
