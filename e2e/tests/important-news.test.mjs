// 1001-002 has one unread important news: the guard sends it there from any page; reading it
// marks it read on the server; 確認しました continues. The news the shell fetched is then
// shown by remote-mypage-market from the one store's cache, without a second request.
// The news is made for this file (the sample's own may have been read by an earlier test).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, menuLabels, recordApiCalls, signIn, storedSession, useBrowser, waitForPath } from '../support/app.mjs';
import { oneUnreadImportantNews } from '../support/prepare.mjs';

describe('important news', () => {
  const browser = useBrowser();
  let news;
  before(async () => {
    news = await oneUnreadImportantNews(ACCOUNTS.branch002, `市場休業日変更のお知らせ（${Date.now() % 100000}）`);
  });
  // Every other buyer has it unread too: it goes once the file is done.
  after(async () => {
    await news?.remove();
  });

  it("redirects to the unread important news, continues after 確認しました, and a remote reads it from the shell's cache", async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await signIn(page, ACCOUNTS.branch002);
    await page.waitForURL((url) => url.pathname.startsWith('/news/important/'));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    assert.equal(id, news.id);
    assert.deepEqual((await storedSession(page)).news_ids, [id]);

    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    const newsTitle = (await title.innerText()).trim();
    assert.notEqual(newsTitle, '');
    assert.equal(await page.title(), '重要なお知らせ | flower market web sales system');

    // Any other page sends the user back while the news is unread.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/market');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForPath(page, `/news/important/${id}`);

    await page.getByRole('button', { name: '確認しました' }).click();
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
    assert.deepEqual((await storedSession(page)).news_ids, []);
    // Branch 002: no 設定 in the menu.
    assert.ok(!(await menuLabels(page)).includes('設定'));

    // The same news in remote-mypage-market: served from the store the shell filled.
    await page.getByRole('link', { name: newsTitle }).first().click();
    await waitForPath(page, `/news/${id}`);
    await page.getByRole('heading', { name: newsTitle }).waitFor();
    assert.equal(calls.filter((call) => call === `GET /api/v1/users/news/${id}`).length, 1, calls.join('\n'));
  });

  it('does not ask again after the server has marked it read', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.branch002);
    await waitForPath(page, '/mypage');
    assert.deepEqual((await storedSession(page)).news_ids, []);
  });

  it('sends branch 002 away from /setting to its home', async () => {
    const page = await browser.newPage();
    await signIn(page, ACCOUNTS.branch002);
    await waitForPath(page, '/mypage');
    await page.goto(`${BASE_URL}/setting`);
    await waitForPath(page, '/mypage');
    await page.getByRole('heading', { name: 'マイページ' }).waitFor();
  });
});
