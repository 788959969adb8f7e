// 1003-001 signs in for the first time: it must change its password before anything else.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';
import { firstLoginAgain } from '../support/prepare.mjs';

const NEW_PASSWORD = 'fresh-pass-2026';

describe('first login', () => {
  const browser = useBrowser();
  // A first login happens once: the administrator issues the sample's password anew for this file.
  before(async () => {
    await firstLoginAgain(ACCOUNTS.firstLogin);
  });

  it('forces /change-password from every page, then lets the user in with the new password', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.firstLogin);
    await waitForPath(page, '/change-password');
    await page.getByText('初回ログインのため、パスワードを変更してください。').waitFor();
    assert.equal(await page.title(), 'パスワード変更 | flower market web sales system');
    // The forced change shows no navigation: there is nowhere else to go yet.
    assert.equal(await page.getByRole('navigation', { name: 'メニュー' }).count(), 0);

    for (const path of ['/mypage', '/web', '/news/important/1']) {
      await page.goto(`${BASE_URL}${path}`);
      await waitForPath(page, '/change-password');
    }

    // The form says what is wrong before calling the server.
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認）').fill('something-else-1');
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('パスワードが一致しません').waitFor();

    await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '変更する' }).click();
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal((await storedSession(page)).is_first_login, false);

    // /change-password is for a first login only (spec §2): from now on it goes to /, and the
    // in-app change, which asks for the current password, is on /reset-password.
    await page.goto(`${BASE_URL}/change-password`);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/reset-password`);
    await page.getByLabel('現在のパスワード').waitFor();

    const again = await browser.newPage();
    await signIn(again, { id: ACCOUNTS.firstLogin.id, password: NEW_PASSWORD });
    await waitForPath(again, '/mypage');
    await again.getByRole('heading', { name: 'マイページ' }).waitFor();
  });
});
