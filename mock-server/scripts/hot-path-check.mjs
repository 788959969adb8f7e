// Quick hot-path check (issue 13): the buyer listing and a purchase storm against a running server,
// beside a bare node:http server answering the same bytes in the same run. Ratios only: on a shared
// machine absolute figures mean little. The full harness is `npm run bench` (mock-server/bench/).
//   node mock-server/scripts/hot-path-check.mjs http://127.0.0.1:8080 [seconds] [connections]
import autocannon from 'autocannon';
import http from 'node:http';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const seconds = Number(process.argv[3] ?? 5);
const connections = Number(process.argv[4] ?? 50);

async function signIn(id, password) {
  const res = await fetch(`${base}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return (await res.json()).token;
}

const run = (opts) => new Promise((resolve, reject) => autocannon({ duration: seconds, connections, ...opts }, (err, r) => (err ? reject(err) : resolve(r))));

const fmt = (name, r) =>
  `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(5)} ms  non2xx ${r.non2xx}  errors ${r.errors}`;

const token = await signIn('1001-001', 'buyer-pass-1');
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
const listingPath = '/api/v1/users/web/detail?per=150';
// The answer's bytes as sent (fetch would decompress them).
const { bytes, encoding } = await new Promise((resolve, reject) =>
  http
    .get(base + listingPath, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    })
    .on('error', reject),
);

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(encoding ? { 'content-encoding': encoding } : {}) });
  res.end(bytes);
});
await new Promise((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${bare.address().port}`;

const health = await run({ url: `${base}/api/v1/health` });
const listing = await run({ url: base + listingPath, headers });
const bareRun = await run({ url: bareUrl + listingPath });
bare.close();
console.log(`listing answer: ${bytes.length} bytes (${encoding ?? 'identity'}), ${seconds}s x ${connections} connections`);
console.log(fmt('GET /health', health));
console.log(fmt('GET /users/web/detail', listing));
console.log(fmt('bare node:http, same bytes', bareRun));
console.log(`ratio listing / bare: ${(listing.requests.average / bareRun.requests.average).toFixed(3)}`);

// Purchase storm: one package at a time on the listed lot with the most stock; 2xx answers must
// equal the stock taken (no oversell, no lost purchase).
const lots = JSON.parse((encoding === 'gzip' ? (await import('node:zlib')).gunzipSync(bytes) : bytes).toString()).datas;
const hot = lots
  .filter((l) => l.BUY_PERMIT_FLG && Number(l.unit_price) > 0 && l.max_quantity >= 1)
  .sort((a, b) => b.remaining_quantity - a.remaining_quantity)[0];
const remainingOf = async () =>
  (await (await fetch(`${base}/api/v1/users/web/detail?per=150`, { headers: { authorization: `Bearer ${token}` } })).json()).datas.find((l) => l.id === hot.id)
    .remaining_quantity;
if (hot) {
  const before = await remainingOf();
  const storm = await run({
    url: `${base}/api/v1/users/web/buy`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ id: hot.id, KUCHI_SU: 1, HA_SU: 0 }] }),
  });
  const after = await remainingOf();
  console.log(fmt(`POST /users/web/buy (lot ${hot.id})`, storm));
  // autocannon stops at the deadline with up to `connections` calls in flight: the server
  // completes them, unseen here; more stock taken than that, or less than answered, is wrong.
  const unseen = before - after - storm['2xx'];
  const verdict = unseen === 0 ? 'exact' : unseen > 0 && unseen <= connections ? `exact, ${unseen} in flight at the stop` : 'MISMATCH';
  console.log(`stock ${before} → ${after}: taken ${before - after}, 2xx answers ${storm['2xx']} (${verdict})`);
}
