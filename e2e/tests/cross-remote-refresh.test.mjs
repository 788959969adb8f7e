// One store, one api slice: a mutation in one remote refreshes a query another remote shows.
// /setting (remote-mypage-market) saves with POST /users/setting, which invalidates 'WebItem';
// the /web listing (remote-buyer-web) reads GET /users/web/detail again on its next visit,
// while without a mutation a second visit is served from the cache.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, recordApiCalls, signIn, useBrowser, waitForPath } from '../support/app.mjs';

const LISTING = 'GET /api/v1/users/web/detail';

async function openMenu(page, label, path, heading) {
  await page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: label, exact: true }).click();
  await waitForPath(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function saveMargin(page, rate) {
  const field = page.getByLabel(/^001 .*の販売マージン率/);
  await field.fill(rate);
  await page.getByRole('button', { name: '保存する' }).click();
  await page.getByRole('button', { name: '変更はありません' }).waitFor();
}

describe('a mutation in one remote refreshes what another remote shows', () => {
  const browser = useBrowser();

  it('saving /setting in remote-mypage-market makes the /web listing of remote-buyer-web fetch again', async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    const count = (call) => calls.filter((c) => c === call).length;
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');

    await openMenu(page, 'Web販売', '/web', 'Web販売');
    await page.getByRole('table', { name: 'Web販売' }).waitFor();
    assert.equal(count(LISTING), 1);

    // Without a mutation, coming back is served from the one store's cache.
    await openMenu(page, 'マイページ', '/mypage', 'マイページ');
    await openMenu(page, 'Web販売', '/web', 'Web販売');
    await page.getByRole('table', { name: 'Web販売' }).waitFor();
    assert.equal(count(LISTING), 1, calls.join('\n'));

    await openMenu(page, '設定', '/setting', '設定');
    const original = await page.getByLabel(/^001 .*の販売マージン率/).inputValue();
    await saveMargin(page, original === '7' ? '8' : '7');
    assert.equal(count('POST /api/v1/users/setting'), 1);

    await openMenu(page, 'Web販売', '/web', 'Web販売');
    await page.getByRole('table', { name: 'Web販売' }).waitFor();
    assert.equal(count(LISTING), 2, calls.join('\n'));

    // Leave the sample data as it was.
    await openMenu(page, '設定', '/setting', '設定');
    await saveMargin(page, original);
  });
});
