// 1004-001's password is older than 3 months: a modal offers 今回変更する / 次回変更する.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, recordApiCalls, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

describe('password-change suggestion', () => {
  const browser = useBrowser();

  it('今回変更する opens /reset-password', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.oldPassword);
    await page.getByRole('button', { name: '今回変更する' }).click();
    await waitForPath(page, '/reset-password');
    await page.getByRole('heading', { name: 'パスワード再設定' }).waitFor();
    await page.getByRole('button', { name: '今回変更する' }).waitFor({ state: 'detached' });
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
});
