// The market-opening scenario of `npm run bench` (run.mjs): many distinct signed-in buyers
// load the whole /web page on a random page of the listing, buy one package of a lot that shows
// stock (their own Idempotency-Key) and load that page again — first paced (one visit per buyer
// per second, latency counted from when the visit was due), then back to back. Every request
// asks for compression as a browser does (the server compresses what it answers, the client
// decompresses it), and each buyer comes from a loopback address of its own, as buyers come from
// their own shops' lines. Beside it, in the same run, the same clients against bare node:http
// servers answering the same bytes, reached the same way (directly, or through the same nginx).
// Every load is bounded in count and time; all traffic goes to 127.0.0.0/8.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_ENCODINGS, decoded } from './browser.mjs';
import { percentile, sleep } from './harness.mjs';
import { settle, tokensFor } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PACED_SECONDS = Number(process.env.BENCH_OPENING_PACED_SECONDS) || 20;
export const B2B_SECONDS = Number(process.env.BENCH_OPENING_SECONDS) || 10;
const PER = 50;
const TIMEOUT_MS = 10_000;

/** The reads of one /web page load, as the browser sends them at once (the listing last added). */
const PAGE_READS = ['/users/web', '/users/web/news', '/users/cancellable', '/users/negotiation?open=1'];
const listingPath = (page) => `/users/web/detail?per=${PER}&page=${page}`;

/**
 * Buyer `i`'s own address on the loopback network (Linux answers all of 127.0.0.0/8): the server
 * sees each buyer apart, directly or, through nginx with TRUST_PROXY=1, in X-Forwarded-For.
 */
export const buyerAddress = (i) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * One request as a browser sends it; answers { status (0: socket error or timeout), body (as
 * read), sent (the bytes and Content-Encoding as they came, for the bare reference) }.
 */
function request(agent, base, method, apiPath, token, body, extraHeaders) {
  return new Promise((resolve) => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS, ...extraHeaders };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request(`${base}/api/v1${apiPath}`, { method, agent, headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        try {
          resolve({ status: res.statusCode, body: decoded(bytes, encoding), sent: { bytes, encoding } });
        } catch {
          resolve({ status: 0, body: null });
        }
      });
      res.on('error', () => resolve({ status: 0, body: null }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: null }));
    req.end(body);
  });
}

/** A lot of the page a buyer can buy one package of now, or null. */
function buyableLot(listing) {
  try {
    const lots = JSON.parse(listing).datas.filter((d) => d.remaining_quantity > 0 && d.BUY_PERMIT_FLG && d.is_web_open && Number(d.unit_price) > 0);
    return lots.length ? lots[Math.floor(Math.random() * lots.length)].id : null;
  } catch {
    return null;
  }
}

function counters() {
  return { listing: [], page: [], buy: [], pageSteady: [], buySteady: [], listings: 0, buys: 0, refused: 0, errors: 0, server5xx: 0, visits: 0, skipped: 0 };
}

/** One visit of one buyer against `base`: page, buy, page. `due` is when it should have started. */
async function visit(ctx, buyer, due, stats) {
  const { base, pages } = ctx;
  const page = 1 + Math.floor(Math.random() * pages);
  // Paced: visits due once the server has had STEADY_AFTER_MS of the load are also counted apart.
  const steady = ctx.steadyFrom !== undefined && due >= ctx.steadyFrom;
  const count = (r) => {
    if (r.status === 0) stats.errors++;
    else if (r.status >= 500) stats.server5xx++;
    return r;
  };
  const loadPage = async (from) => {
    let listingAt = 0;
    const [listing, ...rest] = await Promise.all([
      request(buyer.agent, base, 'GET', listingPath(page), buyer.token).then((r) => {
        listingAt = performance.now();
        return count(r);
      }),
      ...PAGE_READS.map((p) => request(buyer.agent, base, 'GET', p, buyer.token).then(count)),
    ]);
    const at = performance.now();
    if (listing.status === 200) {
      stats.listings++;
      stats.listing.push(listingAt - from);
    }
    if ([listing, ...rest].every((r) => r.status === 200)) {
      stats.page.push(at - from);
      if (ctx.t0 !== undefined) (stats.timeline ??= []).push([Math.floor((due - ctx.t0) / 1000), at - from]);
      if (steady) stats.pageSteady.push(at - from);
    }
    return listing;
  };
  const listing = await loadPage(due);
  const lot = listing.status === 200 ? buyableLot(listing.body.toString()) : null;
  if (lot !== null) {
    const sent = performance.now();
    const body = JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] });
    const bought = count(await request(buyer.agent, base, 'POST', '/users/web/buy', buyer.token, body, { 'idempotency-key': randomUUID() }));
    if (bought.status === 200) {
      stats.buys++;
      stats.buy.push(performance.now() - sent);
      if (steady) stats.buySteady.push(performance.now() - sent);
      if (ctx.t0 !== undefined) (stats.buyTimeline ??= []).push([Math.floor((due - ctx.t0) / 1000), performance.now() - sent]);
    } else if (bought.status >= 400 && bought.status < 500) stats.refused++;
  }
  await loadPage(performance.now());
  stats.visits++;
}

/**
 * Every buyer one visit per second for `seconds`, spread evenly: latency from the due time. A
 * visit not started within LATE_MS of the window's end is not sent, and counts as later than
 * any goal (the load stays bounded in time however far the server falls behind).
 */
const LATE_MS = 10_000;
/**
 * The paced rows' goal counts every visit, from the first on a server just started; visits due
 * after this much of the load are also reported apart (a server that has been up, as at a real
 * opening), so the cold start's share of the p99 shows.
 */
export const STEADY_AFTER_MS = 5_000;
async function paced(baseCtx, buyers, seconds) {
  const stats = counters();
  const started = performance.now() + 200;
  const ctx = { ...baseCtx, steadyFrom: started + STEADY_AFTER_MS, t0: started };
  const last = started + seconds * 1000 + LATE_MS;
  await Promise.all(
    buyers.map(async (buyer, i) => {
      for (let k = 0; k < seconds; k++) {
        const due = started + (i * 1000) / buyers.length + k * 1000;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        if (performance.now() > last) {
          stats.page.push(Infinity);
          stats.listing.push(Infinity);
          if (due >= ctx.steadyFrom) stats.pageSteady.push(Infinity);
          stats.skipped++;
          continue;
        }
        await visit(ctx, buyer, due, stats);
      }
    }),
  );
  // BENCH_TIMELINE=1: page load and buy p50/p99 by the second their visits were due (where a backlog began).
  if (process.env.BENCH_TIMELINE) {
    for (const [label, pairs] of [
      ['page', stats.timeline],
      ['buy', stats.buyTimeline],
    ]) {
      const by = {};
      for (const [s, v] of pairs ?? []) (by[s] ??= []).push(v);
      const seconds = Object.entries(by).map(([s, v]) => `${s}s:${Math.round(percentile(v, 50))}/${Math.round(percentile(v, 99))}`);
      console.log(`${label} ${seconds.join(' ')}`);
    }
  }
  return { ...stats, elapsed: (performance.now() - started) / 1000 };
}

/** Every buyer starts its next visit when the last ends, for `seconds`. */
async function backToBack(ctx, buyers, seconds) {
  const stats = counters();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < until) await visit(ctx, buyer, performance.now(), stats);
    }),
  );
  return { ...stats, elapsed: (performance.now() - started) / 1000 };
}

/** Starts bare-page-server.mjs with the answers recorded from the real server for one buyer. */
export async function startBarePage(answers) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fm-bare-page-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [path.join(here, 'bare-page-server.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return { base: `http://127.0.0.1:${port}`, port, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** What the server answers one buyer now, for each request of a visit, keyed as bare-page-server.mjs wants. */
async function recordAnswers(base, token, lot) {
  const agent = new http.Agent({ keepAlive: false });
  const answers = {};
  const keep = (method, apiPath, r, type = 'application/json; charset=utf-8') => {
    answers[`${method} /api/v1${apiPath.split('?')[0]}`] = { status: r.status, type, encoding: r.sent.encoding, body: r.sent.bytes.toString('base64') };
  };
  keep('GET', listingPath(1), await request(agent, base, 'GET', listingPath(1), token));
  for (const p of PAGE_READS) keep('GET', p, await request(agent, base, 'GET', p, token));
  const body = JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] });
  keep('POST', '/users/web/buy', await request(agent, base, 'POST', '/users/web/buy', token, body, { 'idempotency-key': randomUUID() }));
  agent.destroy();
  return answers;
}

export const summary = (s) => ({
  listingRps: Math.round(s.listings / s.elapsed),
  buysPerSecond: Math.round(s.buys / s.elapsed),
  visitsPerSecond: Math.round(s.visits / s.elapsed),
  listingP50: percentile(s.listing, 50),
  pageP50: percentile(s.page, 50),
  listingP99: percentile(s.listing, 99),
  pageP99: percentile(s.page, 99),
  buyP50: percentile(s.buy, 50),
  buyP99: percentile(s.buy, 99),
  steadyPageP99: percentile(s.pageSteady, 99),
  steadyBuyP99: percentile(s.buySteady, 99),
  buys: s.buys,
  refused: s.refused,
  errors: s.errors,
  server5xx: s.server5xx,
  visits: s.visits,
  skipped: s.skipped,
});

/** A browser's connections to one host: HTTP/1.1, kept alive, at most 6, from the buyer's address. */
const browserAgent = (address) => new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: address });

/**
 * The opening on `bases` (the URL buyers use: one server process, or nginx in front of several;
 * buyers split between the bases when more than one): paced, then back to back, then the same
 * clients against the bare reference `bare(answers)` starts (default: one bare server reached
 * directly; it answers { base, stop }). Answers the three summaries.
 */
export async function openingLoad(bases, logins, password, { bare: startBare = startBarePage } = {}) {
  const buyers = [];
  for (let i = 0; i < logins.length; i += 100) {
    const slice = logins.slice(i, i + 100);
    const base = bases[Math.floor(i / 100) % bases.length];
    const tokens = await tokensFor(base, slice, password);
    for (const token of tokens) {
      const address = buyerAddress(buyers.length);
      buyers.push({ base, token, address, agent: browserAgent(address) });
    }
  }
  const first = await request(buyers[0].agent, buyers[0].base, 'GET', listingPath(1), buyers[0].token);
  const firstPage = JSON.parse(first.body.toString());
  const pages = firstPage.totalPages;
  const byBase = (ctxBase) => buyers.filter((b) => b.base === ctxBase);
  const run = async (mode, seconds) => {
    for (const base of bases) await settle(base);
    const results = await Promise.all(bases.map((base) => mode({ base, pages }, byBase(base), seconds)));
    return merge(results);
  };
  const pacedStats = await run(paced, PACED_SECONDS);
  const b2bStats = await run(backToBack, B2B_SECONDS);
  // The reference: the same clients, the same visits, the recorded bytes of one buyer's answers.
  const answers = await recordAnswers(buyers[0].base, buyers[0].token, buyableLot(first.body.toString()) ?? firstPage.datas[0].id);
  const bare = await startBare(answers);
  let bareStats;
  try {
    const bareBuyers = buyers.map((b) => ({ ...b, agent: browserAgent(b.address) }));
    bareStats = await backToBack({ base: bare.base, pages }, bareBuyers, Math.min(B2B_SECONDS, 5));
    for (const b of bareBuyers) b.agent.destroy();
  } finally {
    await bare.stop();
  }
  for (const b of buyers) b.agent.destroy();
  return { paced: summary(pacedStats), backToBack: summary(b2bStats), bare: summary(bareStats), pages, buyers: buyers.length };
}

function merge(results) {
  const out = counters();
  let elapsed = 0;
  for (const r of results) {
    for (const key of ['listing', 'page', 'buy', 'pageSteady', 'buySteady']) out[key].push(...r[key]);
    for (const key of ['listings', 'buys', 'refused', 'errors', 'server5xx', 'visits', 'skipped']) out[key] += r[key];
    elapsed = Math.max(elapsed, r.elapsed);
  }
  return { ...out, elapsed };
}
