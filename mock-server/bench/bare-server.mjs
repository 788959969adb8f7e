// The bare-HTTP reference of `npm run bench`: a node:http server that answers every request
// with the bytes of one recorded API answer (same status, content type and body), doing no
// other work. `node bare-server.mjs <body file> <content type>`; prints its port.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, type] = process.argv.slice(2);
const body = readFileSync(file);
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
