// A forgotten password: /reset-password mails a link (the embedded server writes mail to
// DATA_DIR/outbox), /email/verify#token=... sets the new password, and the user signs in.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';
import { waitForMail } from '../support/outbox.mjs';

const EMAIL = 'info@atelier-midori.example.jp'; // 1002-001 in the sample data
const NEW_PASSWORD = 'reset-pass-2026';

async function resetLinkFor(email, sentAfter) {
  // e2e/run.mjs tells the tests where the server it started keeps its data.
  const link = await waitForMail(
    process.env.E2E_DATA_DIR,
    (mails) =>
      mails
        .filter((mail) => String(mail.to).includes(email) && Date.parse(mail.date) >= sentAfter)
        .map((mail) => /https?:\/\/\S+\/email\/verify#token=[^\s"<]+/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[0])
        .find(Boolean),
    { timeoutMs: 30_000, what: `a reset mail to ${email}` },
  );
  return new URL(link);
}

describe('password reset by mail', () => {
  const browser = useBrowser();

  // Give 1002-001 its sample password back, so no other test depends on running before this one.
  after(async () => {
    const sentAfter = Date.now() - 1000;
    await fetch(`${BASE_URL}/api/v1/users/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    const link = await resetLinkFor(EMAIL, sentAfter);
    const answer = await fetch(`${BASE_URL}/api/v1/users/email/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: new URLSearchParams(link.hash.slice(1)).get('token'), password: ACCOUNTS.noPermit.password }),
    });
    assert.ok(answer.ok, `restoring the sample password answered ${answer.status}`);
  });

  it('mails a link whose page sets a new password the user can sign in with', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await waitForPath(page, '/reset-password');
    // The first /login of a visit hands over to the app, which draws the page once it has loaded.
    await page.getByLabel('メールアドレス').waitFor();
    assert.equal(await page.title(), 'パスワード再設定 | flower market web sales system');

    await page.getByLabel('メールアドレス').fill('not-an-address');
    await page.getByRole('button', { name: '送信する' }).click();
    await page.getByText('メールアドレスの形式が正しくありません').waitFor();

    const sentAfter = Date.now() - 1000;
    await page.getByLabel('メールアドレス').fill(EMAIL);
    await page.getByRole('button', { name: '送信する' }).click();
    await page.getByText('パスワード再設定用のメールを送信しました。メールをご確認ください。').waitFor();

    const link = await resetLinkFor(EMAIL, sentAfter);
    await page.goto(`${BASE_URL}${link.pathname}${link.search}${link.hash}`);
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('パスワードを設定しました。新しいパスワードでログインしてください。').waitFor();

    await signIn(page, { id: ACCOUNTS.noPermit.id, password: NEW_PASSWORD });
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
  });

  it('says the link is broken when it has no token', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/email/verify`);
    await page.getByText('リンクが正しくありません。メールのリンクからもう一度開いてください。').waitFor();
  });
});
