import { headerOf, jsonOf, rawGet, startTestServer, type TestServer } from '../helpers';
import { createLot, createMarket, japanDay } from '../buyer-web-fixtures';

/**
 * API answers a browser asks compressed (http/compression.ts): the listing of the /web page load
 * comes back brotli-compressed for a browser's Accept-Encoding, gzip for gzip alone, each in one
 * piece with its exact length (not streamed in chunks), and reads as the uncompressed answer.
 */

let server: TestServer;
let token: string;
const BROWSER = 'gzip, deflate, br, zstd';
const LISTING = '/users/web/detail?per=50&page=1';

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const buyers = await createMarket(server.db);
  const today = japanDay(server.clock.now());
  for (let i = 0; i < 50; i++) await createLot(server.db, { saleDate: today, productName: `バラ${i}`, unitPrice: 100 + i, remaining: 5 + i });
  token = await server.signIn(buyers.a.login, buyers.a.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('compressed API answers', () => {
  it('sends the listing brotli-compressed to a browser, in one piece, reading as the plain answer', async () => {
    const plain = await rawGet(server, LISTING, token);
    expect(plain.status).toBe(200);
    expect(headerOf(plain, 'content-encoding')).toBeNull();
    expect(plain.bytes.length).toBeGreaterThan(1024);

    const br = await rawGet(server, LISTING, token, { 'accept-encoding': BROWSER });
    expect(br.status).toBe(200);
    expect(headerOf(br, 'content-encoding')).toBe('br');
    expect(headerOf(br, 'transfer-encoding')).toBeNull();
    expect(Number(headerOf(br, 'content-length'))).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(jsonOf(br)).toEqual(jsonOf(plain));
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const plain = jsonOf(await rawGet(server, LISTING, token));
    const gz = await rawGet(server, LISTING, token, { 'accept-encoding': 'gzip' });
    expect(headerOf(gz, 'content-encoding')).toBe('gzip');
    expect(Number(headerOf(gz, 'content-length'))).toBe(gz.bytes.length);
    expect(jsonOf(gz)).toEqual(plain);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const news = await rawGet(server, '/users/web/news', token, { 'accept-encoding': BROWSER });
    expect(news.status).toBe(200);
    expect(news.bytes.length).toBeLessThan(1024);
    expect(headerOf(news, 'content-encoding')).toBeNull();
  });
});
