// A call answered 401 (the session was revoked) opens the session-timeout modal, without a
// toast; its button clears the session and the user signs in again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';

describe('401 → session-timeout modal → sign-in', () => {
  const browser = useBrowser();

  it('shows the modal on the next call and returns to /login', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();

    const { token } = await storedSession(page);
    const revoked = await fetch(`${BASE_URL}/api/v1/users/signout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    assert.ok(revoked.ok, `signout answered ${revoked.status}`);

    await page.getByRole('link', { name: 'Web販売', exact: true }).click();
    await page.getByText('セッションがタイムアウトしました。再度ログインしてください。').waitFor();
    // Spec §8: a 401 shows the modal and no toast.
    assert.equal(await page.getByText('不明なエラーが発生しました').count(), 0);

    await page.getByRole('button', { name: 'ログイン画面へ' }).click();
    await waitForPath(page, '/login');
    assert.equal(await storedSession(page), null);

    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
  });
});
