// The bare-HTTP reference of `npm run bench`: a node:http server that answers every request
// with the bytes of one recorded API answer as the server sent them to a browser (same status,
// content type, content encoding and body), doing no other work.
// `node bare-server.mjs <body file> <content type> [<content encoding>]`; prints its port.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, type, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const encodingHeader = encoding ? { 'content-encoding': encoding } : {};
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': type, ...encodingHeader, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
