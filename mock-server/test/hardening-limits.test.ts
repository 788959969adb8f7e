import net from 'node:net';
import { defaultConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers';

/**
 * Bounded resources. Slow clients are cut by the server (the test waits for
 * the server to close the socket; it never measures how long that took), a badly signed
 * upload is refused before its body is read, and JSON bodies have a limit.
 */
describe('bounded resources', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Short limits so the test does not wait 30 s; production uses the defaults (asserted below).
    server = await startTestServer({ seed: false, config: { limits: { ...defaultConfig().limits, headersMs: 500, requestMs: 1000 } } });
  });
  afterAll(() => server.close());

  /** Opens a raw socket, writes `first`, then stays silent: resolves with what the server sent before it closed the socket. */
  const stall = (first: string) =>
    new Promise<string>((resolve) => {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(first));
      let received = '';
      socket.on('data', (d) => (received += d.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });

  it('cuts a client that never finishes its headers or its body', async () => {
    expect(defaultConfig().limits).toMatchObject({ headersMs: 10_000, requestMs: 30_000 });
    const headers = await stall('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    expect(headers === '' || headers.startsWith('HTTP/1.1 408')).toBe(true);
    const body = await stall('POST /api/v1/users/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"id":');
    expect(body === '' || /^HTTP\/1\.1 (408|400)/.test(body)).toBe(true);
  });

  it('refuses an upload to a badly signed URL before reading its body', async () => {
    const answer = await new Promise<string>((resolve) => {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        // Announces 19 MB and sends only 1 KB: the answer must come without the rest.
        socket.write(
          `PUT /files/products/X/1.png?expires=9999999999&sig=forged HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: ${19 * 1024 * 1024}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(1024));
      });
      let received = '';
      socket.on('data', (d) => {
        received += d.toString();
        if (received.includes('\r\n\r\n') && received.includes('}')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer).toContain('このURLは無効です。');
  });

  it('refuses a JSON body larger than the API limit with 413', async () => {
    const res = await server.api('POST', '/users/signin', { body: { id: 'x', password: 'p'.repeat(300 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
