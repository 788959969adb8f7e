// The live market's bench rows: an administrator's commit → the buyers' screens over 500 open market
// event streams (a ticker line, a negotiation answer), on one server, or behind nginx on two.
import { BROWSER_ENCODINGS, openStream } from './browser.mjs';
import { percentile, signIn, sleep } from './harness.mjs';
import { ms, tokensFor } from './scenarios.mjs';

const japanMinute = (hours) => new Date(Date.now() + (9 + hours) * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

async function call(base, token, method, apiPath, body) {
  const res = await fetch(`${base}/api/v1${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * An administrator's commit → the buyers' screens, over `listeners` open market event
 * streams spread over `bases` (10 per buyer). `kind` 'ticker': each round the administrator adds
 * a ticker line on bases[0] and every listener must hear it. `kind` 'answer': each round one
 * listening buyer asks a price on a negotiable lot and the administrator answers 成立; only that
 * buyer's branch (its 10 streams) must hear it, while all 500 are open. Answers the p99 of the
 * delay from the administrator's request to each expected listener's event.
 */
export async function liveMarket(bases, tokens, adminToken, { kind, listeners = 500, rounds = 8 } = {}) {
  let sentAt = null;
  let round = 0;
  let wanted = null; // the event of this round: its kind and the id that marks it
  const delays = [];
  const seen = new Set();
  const onEvent = (listener) => (data, at) => {
    if (sentAt === null || wanted === null) return;
    const event = JSON.parse(data);
    if (event.kind !== wanted.kind || (wanted.key && event.data?.[wanted.key] !== wanted.value)) return;
    const key = `${round}:${listener}`;
    if (seen.has(key)) return;
    seen.add(key);
    delays.push(at - sentAt);
  };
  const closers = [];
  try {
    for (let i = 0; i < listeners; i += 25) {
      const batch = Array.from({ length: Math.min(25, listeners - i) }, (_, j) => i + j);
      closers.push(...(await Promise.all(batch.map((n) => openStream(bases[n % bases.length], tokens[Math.floor(n / 10)], onEvent(n), 'market')))));
    }
    await sleep(500);
    let missed = 0;
    const lots =
      kind === 'answer' ? (await call(bases[0], tokens[0], 'GET', '/users/web/detail?per=500')).datas.filter((l) => l.is_negotiable && l.is_web_open) : [];
    for (round = 0; round < rounds; round++) {
      let expected = listeners;
      if (kind === 'ticker') {
        // The round's only ticker event; set before the request: a process may deliver it before answering.
        wanted = { kind: 'ticker_changed' };
        sentAt = performance.now();
        await call(bases[0], adminToken, 'POST', '/admins/news_web', {
          DATE: japanMinute(0).slice(0, 10),
          START_DATE: japanMinute(-1),
          END_DATE: japanMinute(1),
          TITLE: `ベンチ ${round}`,
          PRINT_ORDER: 999,
        });
      } else {
        const asker = round % Math.ceil(listeners / 10);
        const lot = lots[round % lots.length];
        const asked = await call(bases[0], tokens[asker], 'POST', '/users/web/negotiation', { id: lot.id, KUCHI_SU: 1, TANKA: 1, BIKO: '' });
        wanted = { kind: 'negotiation_answered', key: 'negotiation_no', value: asked.negotiation_no };
        expected = Array.from({ length: listeners }, (_, n) => n).filter((n) => Math.floor(n / 10) === asker).length;
        sentAt = performance.now();
        await call(bases[0], adminToken, 'PUT', `/admins/negotiations/${asked.negotiation_no}`, { SHODAN_STATUS: '不成立' });
      }
      await sleep(1500);
      missed += Math.max(0, expected - [...seen].filter((k) => k.startsWith(`${round}:`)).length);
    }
    // A listener that never heard of the change counts as late beyond any goal.
    for (let i = 0; i < missed; i++) delays.push(Infinity);
    return { listeners, rounds, p99: Math.round(percentile(delays, 99)), missed };
  } finally {
    for (const close of closers) close();
    await sleep(1000);
  }
}

/**
 * The live market's rows: an administrator's commit (a ticker line, a negotiation answer) → 500 open
 * market event streams at `base`, the URL buyers use (behind nginx the streams and the commits
 * land on either process; `where` says which in the figures' names).
 */
export async function liveMarketRows({ label, base, where, setup, row, password }) {
  console.log(`\n[${label}] live market: 500 listeners`);
  const listenTokens = await tokensFor(base, setup.buyers.slice(250, 300), password);
  const adminToken = await signIn(base, 'admin', 'admin-pass-1');
  for (const kind of ['ticker', 'answer']) {
    const r = await liveMarket([base], listenTokens, adminToken, { kind });
    const what = kind === 'ticker' ? 'ticker line → 500 listeners' : 'negotiation answer (500 open, its branch hears)';
    row(label, `${what}${where}`, `p99 ${ms(r.p99)}, ${r.missed} missed`, `${r.rounds} changes`, 'p99 ≤ 1 s', r.p99 <= 1000);
  }
}
