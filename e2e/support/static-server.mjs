// A tiny stand-in for the server's static side (shell at /, remotes at /remotes/<folder>/,
// config.json), for checking a build in a browser without the API. The end-to-end suite
// itself always runs against the real mock-server.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.txt': 'text/plain' };

export function startStaticServer(root, port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file;
    const remote = url.pathname.match(/^\/remotes\/([^/]+)\/(.*)$/);
    if (remote) file = path.join(root, remote[1], 'dist', remote[2]);
    else file = path.join(root, 'shell', 'dist', url.pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (remote || url.pathname.startsWith('/api/')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ detail: 'not found', message: url.pathname }));
        return;
      }
      file = path.join(root, 'shell', 'dist', 'index.html');
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}
