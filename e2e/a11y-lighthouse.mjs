// The accessibility Lighthouse figures (a measurement, not a test): the accessibility score of /login,
// /web, /mypage and one admin list, and /web's cumulative layout shift, in Debian's Chromium
// (chrome-launcher with chromePath; no browser is downloaded).
//
//   npm run a11y:lighthouse                   # starts its own server over a fresh sample market
//   node e2e/a11y-lighthouse.mjs http://127.0.0.1:8181   # or measures a running one
//
// Signed-in pages: Playwright (over CDP, in the same Chromium) signs in once per account; the
// session lives in localStorage, which Lighthouse keeps (disableStorageReset). Prints a table
// and exits non-zero when a score is below 100 or /web's CLS is 0.1 or more.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './support/chromium.mjs';
import { startMarketServer } from './support/market-server.mjs';

const PAGES = [
  { path: '/login', account: null },
  { path: '/mypage', account: ['1001-001', 'buyer-pass-1'] },
  { path: '/web', account: ['1001-001', 'buyer-pass-1'], cls: true },
  { path: '/admins/master/products', account: ['admin', 'admin-pass-1'] },
];

const given = process.argv[2];
const server = given ? { url: given, stop: async () => undefined } : await startMarketServer({ lots: 150, port: Number(process.env.E2E_PORT || 8196) });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--lang=ja',
  ],
});
const rows = [];
let failed = false;
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const signIn = async (account) => {
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.clear());
    if (account) {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('ログインID').fill(account[0]);
      await page.getByLabel('パスワード', { exact: true }).fill(account[1]);
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    await page.close();
  };
  for (const target of PAGES) {
    await signIn(target.account);
    const result = await lighthouse(
      `${server.url}${target.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['accessibility', 'performance'], locale: 'ja' },
      undefined,
    );
    const { lhr } = result;
    const score = Math.round(lhr.categories.accessibility.score * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    rows.push({
      page: target.path,
      accessibility: score,
      cls: cls.toFixed(3),
      failing: failing.join(' ') || '–',
      landed: new URL(lhr.finalDisplayedUrl).pathname,
    });
    if (score < 100 || (target.cls && cls >= 0.1) || new URL(lhr.finalDisplayedUrl).pathname !== target.path) failed = true;
  }
  await browser.close().catch(() => undefined);
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${CHROMIUM_PATH}, mobile emulation`);
console.log('| page | accessibility | CLS | failing audits |');
console.log('| --- | --- | --- | --- |');
for (const row of rows)
  console.log(`| ${row.page}${row.landed !== row.page ? ` (landed on ${row.landed})` : ''} | ${row.accessibility} | ${row.cls} | ${row.failing} |`);
process.exit(failed ? 1 : 0);
