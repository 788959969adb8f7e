// The measured scenarios of `npm run bench` (run.mjs): buyer reads beside a bare server, the
// purchase storm, the sign-in storm, live-stock delivery. Each is bounded in time (seconds).
// Every request asks for compression as Chromium does (BROWSER_ENCODINGS), so the server
// compresses what it would for a browser. autocannon counts the answers without decoding them:
// the bare reference is measured by the same client on the same compressed bytes, and decoding
// is the browser's work, not the server's. All traffic goes to 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashRawSync } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { BROWSER_ENCODINGS, answerAsSent, decoded, openStream } from './browser.mjs';
import { bareBehindNginx } from './deployment.mjs';
import { percentile, signIn, sleep } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SECONDS = Number(process.env.BENCH_SECONDS) || 4;
/** 500 connections queue for one lot's row: a longer window, so the figure is the steady rate. */
export const STORM_SECONDS = Math.max(SECONDS, 8);
/** The bare server's figure is steady: a shorter window suffices. */
const BARE_SECONDS = Math.min(SECONDS, 2);

/** The body of POST /users/web/buy for one package of `lot` (every purchase the bench makes). */
const onePackageOf = (lot) => JSON.stringify({ items: [{ id: lot, KUCHI_SU: 1, HA_SU: 0 }] });

/** A latency for the table: ms, or that none came within the window or timeout. */
export const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'none in time');

/**
 * Waits (at most 30 s) until the server has worked off an earlier load: health, which pings the
 * database, answers within 200 ms twice running (queued requests of a finished load otherwise
 * land in the next window).
 */
export async function settle(url) {
  const base = new URL(url).origin;
  const until = Date.now() + 30_000;
  let quick = 0;
  while (Date.now() < until && quick < 2) {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/health`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }).catch(() => null);
    await res?.arrayBuffer();
    quick = res?.ok && performance.now() - t < 200 ? quick + 1 : 0;
    if (quick < 2) await sleep(200);
  }
}

/** autocannon as a promise (after the server settled); answers req/s, p99 ms, and the failures it saw. */
export async function cannon(opts) {
  await settle(opts.url);
  const duration = opts.duration ?? SECONDS;
  const result = await autocannon({ connections: 100, ...opts, headers: { 'accept-encoding': BROWSER_ENCODINGS, ...opts.headers }, duration });
  return {
    // Answers completed within the window, per second (2xx only: an error is not throughput).
    rps: Math.round(result['2xx'] / duration),
    // No answer within the window: later than any goal.
    p99: result['2xx'] ? result.latency.p99 : Infinity,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** Starts bare-server.mjs with a recorded body (as sent: `encoding` its Content-Encoding, or none); answers { base, port, stop }. */
async function startBare(body, type, encoding) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fm-bare-')), 'body');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), file, type, ...(encoding ? [encoding] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return { base: `http://127.0.0.1:${port}`, port, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** One buyer read against the server and against a bare server sending the same bytes, reached the same way (`front`: 'direct' or 'nginx'). */
export async function readVsBare(base, token, apiPath, front = 'direct') {
  const url = `${base}/api/v1${apiPath}`;
  const headers = { authorization: `Bearer ${token}` };
  const server = await cannon({ url, headers });
  const bare = await bareReference(url, headers, 100, front);
  return { bytes: bare.bytes, sentBytes: bare.sentBytes, encoding: bare.encoding, server, bare, ratio: server.rps / bare.rps };
}

/**
 * The bare server's figure for the answer `url` gives now, at `connections` (default 100): the
 * bytes as the server sent them to a browser (compressed), with the same Content-Encoding.
 * `bytes` is the answer's size as the browser reads it, `sentBytes` as it travelled. `front`
 * 'nginx': two bare servers behind the same nginx configuration as the servers.
 */
export async function bareReference(url, headers, connections = 100, front = 'direct') {
  const sent = await answerAsSent(url, headers);
  if (sent.status !== 200) throw new Error(`${url}: ${sent.status} ${decoded(sent.bytes, sent.encoding).toString().slice(0, 200)}`);
  const start = () => startBare(sent.bytes, sent.type ?? 'application/json', sent.encoding);
  const bare = front === 'nginx' ? await bareBehindNginx(start) : await start();
  try {
    const bytes = decoded(sent.bytes, sent.encoding).length;
    return { bytes, sentBytes: sent.bytes.length, encoding: sent.encoding, ...(await cannon({ url: `${bare.base}/`, duration: BARE_SECONDS, connections })) };
  } finally {
    await bare.stop();
  }
}

/**
 * 500 connections buying one package each of one lot, from `tokens` buyers in turn. Without
 * `rate` each connection buys again as soon as it is answered (the most the server can do; the
 * latency is then mostly the wait behind the other 499); with `rate`, the 500 connections
 * together offer that many purchases per second (the latency a buyer sees at that rate).
 */
export async function purchaseStorm(base, tokens, lot, { rate } = {}) {
  await settle(base);
  if (rate) return pacedPurchases(base, tokens, lot, rate);
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/v1/users/web/buy`,
    connections: 500,
    duration: STORM_SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
    body: onePackageOf(lot),
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
  });
  return {
    ok: result['2xx'],
    rps: Math.round(result['2xx'] / STORM_SECONDS),
    p99: result['2xx'] ? result.latency.p99 : Infinity,
    socketErrors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Purchases sent at an even `rate` per second for STORM_SECONDS over up to 500 keep-alive
 * connections (autocannon's own pacing fires every connection in the same instant, a burst each
 * second). A latency counts from when the purchase was due, so a late send is not hidden.
 */
async function pacedPurchases(base, tokens, lot, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 500 });
  const url = new URL(`${base}/api/v1/users/web/buy`);
  const body = onePackageOf(lot);
  const total = rate * STORM_SECONDS;
  const latencies = [];
  let ok = 0;
  let non2xx = 0;
  let socketErrors = 0;
  const buy = (token) =>
    new Promise((resolve) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': BROWSER_ENCODINGS,
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const started = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    sent.push(
      buy(tokens[i % tokens.length]).then((status) => {
        if (status >= 200 && status < 300) {
          ok++;
          latencies.push(performance.now() - due);
        } else if (status) non2xx++;
        else socketErrors++;
      }),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { ok, rps: Math.round(ok / elapsed), p99: ok ? percentile(latencies, 99) : Infinity, socketErrors, non2xx };
}

/** What one argon2id hash at the server's setting (passwords/password-hash.ts ARGON2) costs on this machine now: median of 21, in ms. */
function argon2Milliseconds() {
  const salt = Buffer.alloc(16, 1);
  const times = [];
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    hashRawSync('sample-pass-1', { algorithm: 2, version: 1, memoryCost: 12_288, timeCost: 3, parallelism: 1, outputLen: 32, salt });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[10];
}

/** 200 sign-ins at once (distinct branches) while the listing is under load; both figures, and what one hash costs here (before the load). */
export async function signInStorm(base, logins, password, listingUrl, listingHeaders) {
  await settle(base);
  const hashMs = argon2Milliseconds();
  const load = cannon({ url: listingUrl, headers: listingHeaders, connections: 10 });
  await sleep(1000);
  const times = [];
  let refused = 0;
  const outcomes = {};
  await Promise.all(
    logins.map(async (id) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
        body: JSON.stringify({ id, password }),
        signal: AbortSignal.timeout(20_000),
      }).catch(() => null);
      await res?.arrayBuffer();
      if (res?.status === 200) times.push(performance.now() - t);
      else {
        refused++;
        const why = res ? String(res.status) : 'timeout';
        outcomes[why] = (outcomes[why] ?? 0) + 1;
      }
    }),
  );
  // A sign-in that did not complete is later than any goal.
  for (let i = 0; i < refused; i++) times.push(Infinity);
  const listing = await load;
  return { count: logins.length, p99: percentile(times, 99), refused, outcomes, listing, hashMs };
}

/**
 * `listeners` open streams spread over `bases` (10 per buyer, the per-account cap); `rounds`
 * purchases of `lot` on bases[0]; answers the delivery latency p99 over every listener and round.
 */
export async function liveStock(bases, tokens, buyToken, lot, { listeners = 500, rounds = 8 } = {}) {
  let sentAt = null;
  let round = 0;
  const delays = [];
  const seen = new Set();
  const onEvent = (listener) => (data, at) => {
    if (sentAt === null || JSON.parse(data).id !== lot) return;
    const key = `${round}:${listener}`;
    if (seen.has(key)) return;
    seen.add(key);
    delays.push(at - sentAt);
  };
  const closers = [];
  try {
    for (let i = 0; i < listeners; i += 25) {
      const batch = Array.from({ length: Math.min(25, listeners - i) }, (_, j) => i + j);
      closers.push(...(await Promise.all(batch.map((n) => openStream(bases[n % bases.length], tokens[Math.floor(n / 10)], onEvent(n))))));
    }
    await sleep(500);
    let missed = 0;
    for (round = 0; round < rounds; round++) {
      sentAt = performance.now();
      const res = await fetch(`${bases[0]}/api/v1/users/web/buy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyToken}`, 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
        body: onePackageOf(lot),
      });
      if (res.status !== 200) throw new Error(`live-stock purchase: ${res.status} ${await res.text()}`);
      await sleep(1500);
      missed += listeners - [...seen].filter((k) => k.startsWith(`${round}:`)).length;
    }
    // A listener that never heard of a purchase counts as late beyond any goal.
    for (let i = 0; i < missed; i++) delays.push(Infinity);
    return { listeners, rounds, p99: Math.round(percentile(delays, 99)), missed };
  } finally {
    for (const close of closers) close();
    // The server counts a stream closed once it sees the socket end: let it, before streams reopen.
    await sleep(1000);
  }
}

export async function tokensFor(base, logins, password) {
  const tokens = [];
  for (let i = 0; i < logins.length; i += 20) tokens.push(...(await Promise.all(logins.slice(i, i + 20).map((id) => signIn(base, id, password)))));
  return tokens;
}
