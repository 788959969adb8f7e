// Page weight and first paint of the production builds against their page-weight budgets, in Chromium over the
// real mock-server with a market of 150 lots on today's listing:
//   - every JavaScript file /login and /web?per=150 load from a cold cache (cache disabled, CDP
//     network events): files, bytes on the wire, and gzip bytes of the bodies (the budget figure,
//     independent of how the server compresses);
//   - largest contentful paint of each page with the CPU throttled 4× (a bench figure, median of
//     --runs, default 3; never an assertion);
//   - proof that draft-js is on no buyer route (no JS file a buyer route downloads contains it).
// `--check` exits non-zero when a page exceeds its budget (or, while the budget is not met, its
// ratchet) or a buyer route downloads draft-js (part of `npm test`); `--no-lcp` skips the
// throttled runs; `--json <file>` writes the numbers; SIZE_ALL=1 lists every file, not the 5 largest.
// Run after `npm run build`. E2E_PORT chooses the first port tried (default 8190).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './support/chromium.mjs';
import { SIGNATURES } from './support/dist-files.mjs';
import { startMarketServer } from './support/market-server.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const withLcp = !args.includes('--no-lcp');
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const jsonAt = args.indexOf('--json');

const KB = 1000;
/** The page-weight budgets (300 KB for /web), for everything the page loads from a cold cache. */
const BUDGETS = {
  '/login': { gzipBytes: 150 * KB, files: 15 },
  '/web?per=150': { gzipBytes: 300 * KB, files: 30 },
};
/**
 * What `--check` enforces for a page whose goal is not met yet: a limit just above the figure
 * reached, so any regression fails `npm test` (lower it with every gain; remove the entry once
 * the page is within its budget). None now. /web went over its budget with the live market, the cart and the regular-buyer features (about
 * 308.5 KB: the shell preloaded every share a remote's manifest listed, lazy pages' included,
 * and the remote's one messages module carried every page's texts) and is back within it
 * (300.0 KB in 26 files): the shell preloads only the shares a remote's exposed modules load
 * with (`syncShared`), the buyer's lazy pages and dialogs take their texts from
 * page-messages.ts, dialogs, drawers and Switch are a file fetched when one opens, and the
 * spec's news policy is not loaded with its statuses.
 */
const RATCHETS = {};
const LOTS_ON_WEB = 150;
const BUYER = { id: '1001-001', password: 'buyer-pass-1' };
const BUYER_ROUTES = ['/mypage', '/web', '/web/cancel', '/web/negotiation', '/web/next-reservation', '/market', '/sale', '/news', '/setting'];

/** Records every script the page downloads: url → { wire, body } (body fetched once loaded). */
async function watchScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map();
  const scripts = new Map();
  const bodies = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      pending.set(requestId, {
        url: response.url,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
        headerBytes: response.encodedDataLength ?? 0, // what had arrived with the headers
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = pending.get(requestId);
    if (!script) return;
    pending.delete(requestId);
    const entry = { ...script, wire: Math.max(0, encodedDataLength - script.headerBytes), body: '' };
    scripts.set(new URL(script.url).pathname, entry);
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => (entry.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body))
        .catch(() => undefined),
    );
  });
  return {
    cdp,
    scripts,
    /** Starts counting afresh (after a sign-in on the same page). */
    reset: () => scripts.clear(),
    async settle() {
      // No new script for a second: everything the page loads has arrived.
      let count = -1;
      while (count !== scripts.size || pending.size > 0) {
        count = scripts.size;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await Promise.all(bodies);
    },
  };
}

function summarize(scripts) {
  const files = [...scripts.entries()].map(([path, s]) => ({ path, wire: s.wire, gzip: gzipSync(Buffer.from(s.body)).length, encoding: s.encoding }));
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    wireBytes: files.reduce((sum, f) => sum + f.wire, 0),
    encodings: [...new Set(files.map((f) => f.encoding || 'identity'))].join(','),
    largest: files.sort((a, b) => b.gzip - a.gzip).slice(0, process.env.SIZE_ALL ? 99 : 5),
  };
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('ログインID').fill(BUYER.id);
  await page.getByLabel('パスワード', { exact: true }).fill(BUYER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}

/** What shows that each page is ready: the sign-in button, or the listing's last lot row. */
async function pageReady(page, path) {
  if (path === '/login') await page.getByRole('button', { name: 'ログイン' }).waitFor({ timeout: 60_000 });
  else
    await page
      .locator('tbody tr')
      .nth(LOTS_ON_WEB - 1)
      .waitFor({ timeout: 60_000 });
}

async function measureWeight(browser, base, path) {
  const page = await browser.context.newPage();
  const watch = await watchScripts(page);
  if (path !== '/login') {
    await signIn(page, base);
    await watch.settle();
    watch.reset();
  }
  await page.goto(`${base}${path}`);
  await pageReady(page, path);
  await watch.settle();
  await page.close();
  return summarize(watch.scripts);
}

const LCP_OBSERVER = () => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lcp = { time: entry.startTime, element: entry.element?.tagName ?? '', text: (entry.element?.textContent ?? '').slice(0, 30) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function measureLcp(browser, base, path) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.context.newPage();
    if (path !== '/login') await signIn(page, base);
    const watch = await watchScripts(page);
    await page.addInitScript(LCP_OBSERVER);
    await watch.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${path}`);
    await pageReady(page, path);
    await page.waitForTimeout(1500); // a later, larger paint would still count
    results.push(await page.evaluate(() => window.__lcp));
    await page.close();
  }
  const times = results.map((r) => r?.time ?? Infinity).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return { medianMs: Math.round(median), runsMs: times.map(Math.round), element: results.find((r) => r?.time === median) ?? results[0] };
}

/** Every buyer route, signed in, from one page: no script it downloads may contain draft-js. */
async function draftJsOnBuyerRoutes(browser, base) {
  const page = await browser.context.newPage();
  const watch = await watchScripts(page);
  await signIn(page, base);
  for (const route of BUYER_ROUTES) {
    await page.goto(`${base}${route}`);
    await page.locator('h1, h2, h4, h5, h6, [role="alert"]').first().waitFor({ timeout: 30_000 });
  }
  await watch.settle();
  await page.close();
  return [...watch.scripts].filter(([, s]) => s.body.includes(SIGNATURES['draft-js'])).map(([path]) => path);
}

async function main() {
  const server = await startMarketServer({ lots: Math.ceil((LOTS_ON_WEB * 3) / 2), port: Number(process.env.E2E_PORT || 8190) });
  const browser = await launchChromium();
  const report = { budgets: BUDGETS, ratchets: RATCHETS, pages: {}, lcp: {}, draftJsOnBuyerRoutes: [] };
  try {
    for (const path of Object.keys(BUDGETS)) report.pages[path] = await measureWeight(browser, server.url, path);
    report.draftJsOnBuyerRoutes = await draftJsOnBuyerRoutes(browser, server.url);
    if (withLcp) for (const path of Object.keys(BUDGETS)) report.lcp[path] = await measureLcp(browser, server.url, path);
  } finally {
    await browser.close();
    await server.stop();
  }

  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const failures = [];
  const within = (page, limit) => page.gzipBytes <= limit.gzipBytes && page.files <= limit.files;
  for (const [path, budget] of Object.entries(BUDGETS)) {
    const page = report.pages[path];
    const ratchet = RATCHETS[path];
    const goalMet = within(page, budget);
    // Enforced: the goal once met, else the ratchet (no regression while the goal is not met).
    const enforced = goalMet || !ratchet ? budget : ratchet;
    if (!within(page, enforced)) failures.push(path);
    const verdict = goalMet
      ? 'ok'
      : `goal not met${ratchet ? `; ratchet ${kb(ratchet.gzipBytes)} in ${ratchet.files} ${within(page, ratchet) ? 'ok' : 'EXCEEDED'}` : ''}`;
    console.log(
      `${path.padEnd(14)} JS ${kb(page.gzipBytes)} gzip in ${page.files} files (goal ${kb(budget.gzipBytes)} in ${budget.files}: ${verdict}); on the wire ${kb(page.wireBytes)} (${page.encodings})`,
    );
    for (const file of page.largest) console.log(`${''.padEnd(16)}${kb(file.gzip).padStart(9)}  ${file.path}`);
  }
  for (const [path, lcp] of Object.entries(report.lcp))
    console.log(
      `${path.padEnd(14)} LCP at 4× CPU: ${lcp.medianMs} ms (runs ${lcp.runsMs.join(', ')} ms; reference 1000 ms) <${lcp.element?.element}> ${lcp.element?.text ?? ''}`,
    );
  const draftFree = report.draftJsOnBuyerRoutes.length === 0;
  console.log(`draft-js on buyer routes: ${draftFree ? 'none' : report.draftJsOnBuyerRoutes.join(', ')} (checked ${BUYER_ROUTES.length} routes)`);
  if (jsonAt >= 0) writeFileSync(args[jsonAt + 1], `${JSON.stringify(report, null, 2)}\n`);
  if (!draftFree) process.exitCode = 1;
  if (check && failures.length > 0) {
    console.error(`size check failed: ${failures.join(', ')} over the enforced limit`);
    process.exitCode = 1;
  }
}

await main();
