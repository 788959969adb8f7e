// 1004-001's password is older than 3 months: a modal offers 今回変更する / 次回変更する.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, recordApiCalls, SESSION_KEY, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

describe('password-change suggestion', () => {
  const browser = useBrowser();

  it('今回変更する opens the in-app change form for the signed-in user and changes the password there', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.oldPassword);
    await page.getByRole('button', { name: '今回変更する' }).click();
    await waitForPath(page, '/change-password');
    await page.getByText('現在のパスワードと新しいパスワードを入力してください。').waitFor();
    await page.getByText('8〜128文字で、英字と数字をそれぞれ1文字以上含めてください。').waitFor();
    await page.getByRole('button', { name: '今回変更する' }).waitFor({ state: 'detached' });

    // The rules are checked in the browser first.
    await page.getByLabel('現在のパスワード').fill(ACCOUNTS.oldPassword.password);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('onlyletters');
    await page.getByLabel('新しいパスワード（確認）').fill('onlyletters');
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('パスワードには英字と数字をそれぞれ1文字以上含めてください').waitFor();

    // A wrong current password: the server's Japanese reason, and the prompt's account keeps its password.
    await page.getByLabel('新しいパスワード', { exact: true }).fill('changed-pass-42');
    await page.getByLabel('新しいパスワード（確認）').fill('changed-pass-42');
    await page.getByLabel('現在のパスワード').fill('not-my-pass-1');
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('現在のパスワードが正しくありません。').first().waitFor();
  });

  it('次回変更する posts the skip, closes the prompt and is remembered by the server', async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await signIn(page, ACCOUNTS.oldPassword);
    await waitForPath(page, '/mypage');
    await page.getByRole('button', { name: '次回変更する' }).click();
    await page.getByRole('button', { name: '次回変更する' }).waitFor({ state: 'detached' });
    assert.ok(calls.includes('POST /api/v1/users/extends_password'), calls.join('\n'));
    assert.equal((await storedSession(page)).requires_password_change, false);

    const again = await browser.newPage();
    await signIn(again, ACCOUNTS.oldPassword);
    await waitForPath(again, '/mypage');
    await again.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal((await storedSession(again)).requires_password_change, false);
    assert.equal(await again.getByRole('button', { name: '次回変更する' }).count(), 0);
  });

  it('changes the password in app with the current one (after the prompt was put off)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.oldPassword);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/change-password`);
    await page.getByLabel('現在のパスワード').fill(ACCOUNTS.oldPassword.password);
    const fresh = 'changed-pass-42';
    await page.getByLabel('新しいパスワード', { exact: true }).fill(fresh);
    await page.getByLabel('新しいパスワード（確認）').fill(fresh);
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('パスワードを変更しました。').first().waitFor();

    // Signed in again with the new password, nothing is offered any more; then put the sample's password back.
    const again = await browser.newPage();
    await signIn(again, { id: ACCOUNTS.oldPassword.id, password: fresh });
    await waitForPath(again, '/mypage');
    await again.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.equal(await again.getByRole('button', { name: '今回変更する' }).count(), 0);
    const restored = await again.evaluate(
      async ([key, current, password]) => {
        const token = JSON.parse(localStorage.getItem(key) ?? 'null')?.token;
        const answer = await fetch('/api/v1/users/change-password', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ password, current_password: current }),
        });
        return answer.status;
      },
      [SESSION_KEY, fresh, ACCOUNTS.oldPassword.password],
    );
    assert.equal(restored, 200);
  });
});
