// 1004-001's password is older than 3 months: a modal offers 今回変更する / 次回変更する (spec §4).
// Both answers end the prompt for the account on the server, so the page that changes the
// password signs in before the other one puts the prompt off.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, recordApiCalls, SESSION_KEY, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/fm-screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/** Puts the sample's password back, so later tests sign in with the sample accounts' passwords. */
async function restorePassword(page, current) {
  const status = await page.evaluate(
    async ([key, from, password]) => {
      const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
      const answer = await fetch('/api/v1/users/change-password', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password, current_password: from }),
      });
      return answer.status;
    },
    [SESSION_KEY, current, ACCOUNTS.oldPassword.password],
  );
  assert.equal(status, 200);
}

describe('password-change suggestion', () => {
  const browser = useBrowser();
  // Pages of one browser share one session across tabs (localStorage): a second user needs a second browser.
  const otherBrowser = useBrowser();

  it('/reset-password is the in-app change form for a signed-in user and the e-mail form for a visitor (1280 px)', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, ACCOUNTS.oldPassword);
    await page.getByRole('button', { name: '今回変更する' }).click();
    await waitForPath(page, '/reset-password');
    await page.getByLabel('現在のパスワード').waitFor();
    await page.getByRole('heading', { name: 'パスワード変更' }).waitFor();
    await page.getByRole('button', { name: 'ログアウト' }).waitFor(); // inside the signed-in frame
    await page.screenshot({ path: `${SCREENSHOTS}/reset-password-in-app-1280.png`, fullPage: true });

    const visitor = await otherBrowser.newPage({ width: 1280, height: 900 });
    await visitor.goto(`${BASE_URL}/reset-password`);
    await visitor.getByLabel('メールアドレス').waitFor();
    assert.equal(await visitor.getByLabel('現在のパスワード').count(), 0);
  });

  it('今回変更する goes to /reset-password and changes the password there (the new one signs in); 次回変更する posts the skip, remembered by the server', async () => {
    // Signed in, in a browser of its own, while the server still offers the prompt.
    const changer = await otherBrowser.newPage({ width: 390, height: 844 });
    await signIn(changer, ACCOUNTS.oldPassword);
    await changer.getByRole('button', { name: '今回変更する' }).waitFor();

    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await signIn(page, ACCOUNTS.oldPassword);
    await waitForPath(page, '/mypage');
    const skipped = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/extends_password'));
    await page.getByRole('button', { name: '次回変更する' }).click();
    await page.getByRole('button', { name: '次回変更する' }).waitFor({ state: 'detached' });
    assert.equal((await skipped).status(), 200);
    assert.ok(calls.includes('POST /api/v1/users/extends_password'), calls.join('\n'));
    assert.equal((await storedSession(page)).requires_password_change, false);

    const again = await browser.newPage();
    await signIn(again, ACCOUNTS.oldPassword);
    await waitForPath(again, '/mypage');
    await again.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal((await storedSession(again)).requires_password_change, false);
    assert.equal(await again.getByRole('button', { name: '次回変更する' }).count(), 0);

    // 今回変更する → /reset-password: the in-app form (spec §4), not the e-mail reset.
    await changer.getByRole('button', { name: '今回変更する' }).click();
    await waitForPath(changer, '/reset-password');
    await changer.getByText('現在のパスワードと新しいパスワードを入力してください。').waitFor();
    await changer.getByText('8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。').waitFor();
    assert.equal(await changer.getByLabel('メールアドレス').count(), 0, 'a signed-in user gets no e-mail form');
    await changer.getByRole('button', { name: '今回変更する' }).waitFor({ state: 'detached' });

    // The rules are checked in the browser first.
    await changer.getByLabel('現在のパスワード').fill(ACCOUNTS.oldPassword.password);
    await changer.getByLabel('新しいパスワード', { exact: true }).fill('onlyletters');
    await changer.getByLabel('新しいパスワード（確認）').fill('onlyletters');
    await changer.getByRole('button', { name: '変更する' }).click();
    await changer.getByText('パスワードには英字と数字をそれぞれ1文字以上含めてください').waitFor();

    // A wrong current password: the server's Japanese reason, and the account keeps its password.
    const fresh = 'changed-pass-42';
    await changer.getByLabel('新しいパスワード', { exact: true }).fill(fresh);
    await changer.getByLabel('新しいパスワード（確認）').fill(fresh);
    await changer.getByLabel('現在のパスワード').fill('not-my-pass-1');
    await changer.getByRole('button', { name: '変更する' }).click();
    await changer.getByText('現在のパスワードが正しくありません。').first().waitFor();
    await changer.screenshot({ path: `${SCREENSHOTS}/reset-password-in-app-390.png`, fullPage: true });

    await changer.getByLabel('現在のパスワード').fill(ACCOUNTS.oldPassword.password);
    await changer.getByRole('button', { name: '変更する' }).click();
    await changer.getByText('パスワードを変更しました。').first().waitFor();
    await waitForPath(changer, '/mypage');

    // The new password signs in, and nothing is offered any more; then the sample's password goes back.
    const renewed = await browser.newPage();
    await signIn(renewed, { id: ACCOUNTS.oldPassword.id, password: fresh });
    await waitForPath(renewed, '/mypage');
    await renewed.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal(await renewed.getByRole('button', { name: '今回変更する' }).count(), 0);
    await restorePassword(renewed, fresh);
  });
});
