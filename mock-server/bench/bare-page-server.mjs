// The bare-HTTP reference of the "opening" bench (opening.mjs): a node:http server that answers
// each path of a /web page load with the bytes recorded from the real server for it (same
// status, content type, content encoding and body, as sent), doing no other work. `node
// bare-page-server.mjs <answers.json>` where the file maps "METHOD path" (no query) to { status,
// type, encoding (or none), body (base64) }; prints its port.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([key, a]) => [key, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  req.resume();
  const path = (req.url ?? '').split('?')[0];
  const answer = answers.get(`${req.method} ${path}`);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  req.on('end', () => {
    const encoding = answer.encoding ? { 'content-encoding': answer.encoding } : {};
    res.writeHead(answer.status, { 'content-type': answer.type, ...encoding, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});
server.keepAliveTimeout = 72_000;
// The real server's listen backlog (main.ts LISTEN_BACKLOG): behind nginx, 1,000 buyers open more
// connections at once than Node's default 511, and a refused connection would count against the
// reference, not against the work it stands for.
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
