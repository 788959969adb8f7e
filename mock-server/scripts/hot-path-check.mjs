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
const sample = await fetch(base + listingPath, { headers });
const bytes = Buffer.from(await sample.arrayBuffer());
const encoding = sample.headers.get('content-encoding');

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
