import { startTestServer, type TestServer } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

describe('signed file URLs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const put = (url: string, body: Buffer, type = 'image/png') => server.api('PUT', url, { body, headers: { 'content-type': type } });

  it('stores bytes at a signed PUT URL and serves them at a signed GET URL with their type', async () => {
    const store = server.app.fileStore;
    const putUrl = store.createSignedUrl('products/A001/1.png', 'PUT', 600);
    expect(putUrl).toMatch(/^\/files\/products\/A001\/1\.png\?expires=\d+&sig=[A-Za-z0-9_-]+$/);
    expect((await put(putUrl, PNG)).status).toBe(200);

    const res = await fetch(server.url + store.createSignedUrl('products/A001/1.png', 'GET', 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    expect(await store.get('products/A001/1.png')).toEqual({ body: PNG, contentType: 'image/png' });
  });

  it('refuses an expired URL with 403', async () => {
    const store = server.app.fileStore;
    await store.put('news/1/file.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const url = store.createSignedUrl('news/1/file.pdf', 'GET', 5400);
    server.clock.advance(5401 * 1000);
    const res = await server.api('GET', url);
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('expired');
    const putUrl = store.createSignedUrl('news/1/late.pdf', 'PUT', 1);
    server.clock.advance(2000);
    expect((await put(putUrl, PNG)).status).toBe(403);
    expect(await store.get('news/1/late.pdf')).toBeNull();
  });

  it('refuses a bad signature, another key, or a GET URL used to upload', async () => {
    const store = server.app.fileStore;
    const getUrl = store.createSignedUrl('products/B/1.png', 'GET', 600);
    expect((await put(getUrl, PNG)).status).toBe(403);
    const putUrl = store.createSignedUrl('products/B/1.png', 'PUT', 600);
    expect((await put(putUrl.replace('products/B', 'products/C'), PNG)).status).toBe(403);
    expect((await put(putUrl.replace(/sig=.{4}/, 'sig=AAAA'), PNG)).status).toBe(403);
    expect((await put(putUrl.replace(/expires=\d+/, 'expires=9999999999'), PNG)).status).toBe(403);
    expect(await store.get('products/B/1.png')).toBeNull();
    expect(await store.get('products/C/1.png')).toBeNull();
  });

  it('answers 400 without a signature and 404 for a signed key that holds nothing', async () => {
    expect((await server.api('GET', '/files/products/A001/1.png')).status).toBe(400);
    expect((await server.api('GET', server.app.fileStore.createSignedUrl('nothing/here.png', 'GET', 60))).status).toBe(404);
  });

  it('never lets an upload run as a page of this site', async () => {
    const store = server.app.fileStore;
    expect((await put(store.createSignedUrl('news/2/evil.html', 'PUT', 60), Buffer.from('<script>alert(1)</script>'), 'text/html')).status).toBe(200);
    const res = await server.api('GET', store.createSignedUrl('news/2/evil.html', 'GET', 60));
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses keys that could leave the store', () => {
    expect(() => server.app.fileStore.createSignedUrl('../etc/passwd', 'GET', 60)).toThrow();
    expect(() => server.app.fileStore.createSignedUrl('/abs', 'GET', 60)).toThrow();
  });
});
