import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { addListeningCopies } from '../../src/http/listening-copies';

/** One GET on a connection of its own: the body, or the error's code. */
const get = (port: number) =>
  new Promise<string>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('listening copies (more connections accepted per turn of the event loop)', () => {
  let server: http.Server;
  let port: number;

  beforeEach(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });

  it('answers every connection of a burst, and goes on accepting through the copies alone', async () => {
    const copies = await addListeningCopies(server, 3);
    expect(await Promise.all(Array.from({ length: 60 }, () => get(port)))).toEqual(Array(60).fill('ok'));
    // The server's own descriptor stops listening: the copies still take connections for it.
    server.close();
    expect(await get(port)).toBe('ok');
    // Once the copies close too, nothing listens any more (a shutdown takes no new connection).
    copies.close();
    expect(await get(port)).toBe('ECONNREFUSED');
  });

  it('loses no connection that arrives while the copies are made', async () => {
    const during = Array.from({ length: 200 }, (_, i) => new Promise<string>((resolve) => setTimeout(() => resolve(get(port)), i % 50)));
    const copies = await addListeningCopies(server, 7);
    expect(await Promise.all(during)).toEqual(Array(200).fill('ok'));
    copies.close();
  });

  it('keeps the connection limit over every descriptor together, not a part per copy', async () => {
    server.maxConnections = 16;
    const copies = await addListeningCopies(server, 3);
    // The copies alone take connections: together they hold the whole limit, and no more.
    server.close();
    const sockets = Array.from({ length: 20 }, () => net.connect(port, '127.0.0.1'));
    const ended = sockets.map(
      (socket) => new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)).once('connect', () => setTimeout(() => resolve(false), 300))),
    );
    const closed = await Promise.all(ended);
    expect(closed.filter((c) => !c)).toHaveLength(16);
    for (const socket of sockets) socket.destroy();
    copies.close();
  });

  it('shares the connection limit out between the server and its copies', async () => {
    server.maxConnections = 400;
    const copies = await addListeningCopies(server, 3);
    expect(server.maxConnections).toBe(100);
    copies.close();
  });
});
