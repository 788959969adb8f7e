// Spec §8: an error answer with both detail and message shows two error toasts, the detail's
// then the message's; an answer with neither (a 500 with {}) shows システムからエラーが返却されていません
// and 不明なエラーが発生しました.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNTS, BASE_URL, signIn, useBrowser, waitForPath } from '../support/app.mjs';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/fm-screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/** The market statistics read (not its detail), whatever its query string. */
const isMarketRead = (url) => new URL(url).pathname === '/api/v1/users/market';

describe('error toasts (spec §8)', () => {
  const browser = useBrowser();

  it('a 400 with detail and message shows two error toasts: the detail, then the message', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    // The real server answers 400: the read gets a query parameter it does not take.
    await page.route(isMarketRead, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('unknown_field', '1');
      return route.continue({ url: url.toString() });
    });
    const answer = page.waitForResponse((response) => isMarketRead(response.url()) && response.status() === 400);
    await page.goto(`${BASE_URL}/market`);
    const body = await (await answer).json();
    assert.equal(typeof body.detail, 'string');
    assert.equal(typeof body.message, 'string');
    const detail = page.getByText(body.detail, { exact: true }).first();
    const message = page.getByText(body.message, { exact: true }).first();
    await detail.waitFor();
    await message.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/error-toasts-400-390.png` });
    // Two toasts, the detail's first (notistack stacks the older one first from the top).
    const [detailBox, messageBox] = [await detail.boundingBox(), await message.boundingBox()];
    assert.ok(detailBox && messageBox && detailBox.y < messageBox.y, `detail above message: ${JSON.stringify([detailBox, messageBox])}`);
  });

  it('a 500 with {} shows システムからエラーが返却されていません and 不明なエラーが発生しました', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, ACCOUNTS.headBranch);
    await waitForPath(page, '/mypage');
    await page.route(isMarketRead, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto(`${BASE_URL}/market`);
    await page.getByText('システムからエラーが返却されていません', { exact: true }).first().waitFor();
    await page.getByText('不明なエラーが発生しました', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/error-toasts-500-1280.png` });
  });
});
