// Size report (issue 3 item 8), measured in Chromium over the production builds:
//   - the initial JS of /login in gzip bytes,
//   - the JS each remote's first view adds when the user navigates to it from the shell,
//   - proof that draft-js is on no buyer route (no downloaded file on any buyer path has it).
// Serves the builds with a small static server (the API is not needed to measure JS; the
// pages show their error states). Prints a table; `--json <file>` also writes the numbers.
// Exits non-zero if a buyer route downloads draft-js. Run after `npm run build`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.mjs';
import { distJsFiles, gzipBytes, SIGNATURES } from './support/dist-files.mjs';
import { findFreePort } from './support/server.mjs';
import { startStaticServer } from './support/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SESSION_KEY = 'flower-market.session';
const buyer = {
  token: 'size-report',
  requires_password_change: false,
  branch_number: '001',
  branch_name: '本店',
  baisan_cd: '1001',
  is_admin: false,
  is_first_login: false,
  news_ids: [],
  BUY_PERMIT_FLG: true,
};
const admin = { ...buyer, is_admin: true, branch_number: '', branch_name: '', baisan_cd: '' };

const FIRST_VIEWS = [
  { remote: 'remote-buyer-web', path: '/web', heading: 'Web販売', session: buyer },
  { remote: 'remote-mypage-market', path: '/mypage', heading: 'マイページ', session: buyer },
  { remote: 'remote-admin-master', path: '/admins/master/link', heading: 'リンク', session: admin },
  { remote: 'remote-admin-transaction', path: '/admins/transaction/sale', heading: '売買', session: admin },
  { remote: 'remote-admin-news-mail', path: '/admins/news', heading: 'お知らせ管理', session: admin },
];
const BUYER_ROUTES = [
  '/mypage',
  '/web',
  '/web/cancel',
  '/web/negotiation',
  '/web/next-reservation',
  '/web/buy/done',
  '/web/next-order/done',
  '/market',
  '/sale',
  '/news',
  '/setting',
];

function track(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || seen.has(url.pathname)) return;
    try {
      seen.set(url.pathname, await response.text());
    } catch {
      // a response without a body (aborted navigation)
    }
  });
  return seen;
}

const sum = (texts) => texts.reduce((total, text) => total + gzipBytes(text), 0);

async function navigateInApp(page, to) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const { server, port } = await startStaticServer(root, await findFreePort(8185));
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const report = {
    loginInitialJsGzip: 0,
    loginFiles: 0,
    firstViews: [],
    draftJs: { buyerRoutesChecked: BUYER_ROUTES, buyerFilesWithDraftJs: [], distFilesWithDraftJs: [] },
  };
  try {
    // /login, signed out, from a cold cache.
    let page = await browser.context.newPage();
    let seen = track(page);
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'ログイン' }).waitFor();
    await settle(page);
    report.loginInitialJsGzip = sum([...seen.values()]);
    report.loginFiles = seen.size;
    await page.close();

    // Each remote's first view, navigated to from a shell page (the important-news page).
    for (const view of FIRST_VIEWS) {
      page = await browser.context.newPage();
      await page.goto(`${base}/login`);
      await page.evaluate(([key, session]) => localStorage.setItem(key, JSON.stringify(session)), [SESSION_KEY, view.session]);
      seen = track(page);
      await page.goto(`${base}/news/important/1`);
      await page.getByRole('button', { name: '確認しました' }).waitFor();
      await settle(page);
      const before = new Set(seen.keys());
      await navigateInApp(page, view.path);
      await page.getByRole('heading', { name: view.heading }).waitFor();
      await settle(page);
      const added = [...seen].filter(([file]) => !before.has(file));
      report.firstViews.push({ remote: view.remote, path: view.path, files: added.length, jsGzip: sum(added.map(([, text]) => text)) });
      await page.close();
    }

    // draft-js: on no buyer route.
    page = await browser.context.newPage();
    await page.goto(`${base}/login`);
    await page.evaluate(([key, session]) => localStorage.setItem(key, JSON.stringify(session)), [SESSION_KEY, buyer]);
    seen = track(page);
    for (const route of BUYER_ROUTES) {
      await page.goto(`${base}${route}`);
      await settle(page);
    }
    report.draftJs.buyerFilesWithDraftJs = [...seen].filter(([, text]) => text.includes(SIGNATURES['draft-js'])).map(([file]) => file);
    report.draftJs.distFilesWithDraftJs = distJsFiles(root)
      .filter((file) => file.text.includes(SIGNATURES['draft-js']))
      .map((file) => `${file.app}/dist/${file.file}`);
    await page.close();
  } finally {
    await browser.close();
    server.close();
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`initial JS of /login: ${report.loginInitialJsGzip} bytes gzip (${kb(report.loginInitialJsGzip)}, ${report.loginFiles} files)`);
  for (const view of report.firstViews)
    console.log(`first view ${view.path} (${view.remote}): +${view.jsGzip} bytes gzip (${kb(view.jsGzip)}, ${view.files} files)`);
  const draftFree = report.draftJs.buyerFilesWithDraftJs.length === 0;
  console.log(
    `draft-js on buyer routes: ${draftFree ? 'none' : report.draftJs.buyerFilesWithDraftJs.join(', ')} (checked ${BUYER_ROUTES.length} routes; draft-js is in ${report.draftJs.distFilesWithDraftJs.length ? report.draftJs.distFilesWithDraftJs.join(', ') : 'no built file yet'})`,
  );
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify(report, null, 2)}\n`);
  if (!draftFree) process.exitCode = 1;
}

await main();
