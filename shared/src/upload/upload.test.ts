import { json, startTestApiServer } from '../../test/test-api-server';
import { putToSignedUrl, uploadContentType } from './put-to-signed-url';
import { fitWithin } from './resize-image';

describe('image resize (spec §5)', () => {
  it('shrinks the longer side to 500 px keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 500, height: 375 });
    expect(fitWithin(1200, 1600)).toEqual({ width: 375, height: 500 });
  });

  it('leaves a small photo as it is', () => {
    expect(fitWithin(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

describe('upload to a signed address', () => {
  let server: Awaited<ReturnType<typeof startTestApiServer>>;
  beforeAll(async () => {
    server = await startTestApiServer();
  });
  afterAll(() => server.close());

  it('puts the bytes with their content type and no bearer token', async () => {
    server.handle = (_req, res) => json(res, 200, {});
    await putToSignedUrl(`${server.baseUrl}/files/news/1?sig=abc`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', path: '/api/v1/files/news/1?sig=abc', body: '%PDF-1.4' });
    expect(request.headers['content-type']).toBe('application/pdf');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('fails when the storage refuses, so the caller can show its error toast', async () => {
    server.handle = (_req, res) => json(res, 403, { message: 'expired' });
    await expect(putToSignedUrl(`${server.baseUrl}/files/x`, new Blob(['x'], { type: 'image/jpeg' }))).rejects.toThrow('403');
  });
});

describe('the content type an upload sends (the URL signs it)', () => {
  const csv = new Blob(['a,b'], { type: 'application/vnd.ms-excel' });
  it('sends the type the URL names, whatever the browser guessed for the file', () => {
    expect(uploadContentType('/files/news/1/a.csv?expires=1&type=text%2Fcsv&nonce=n&sig=s', csv)).toBe('text/csv');
  });
  it("sends the file's own type where the URL accepts a family (photos: image/*)", () => {
    const png = new Blob(['x'], { type: 'image/png' });
    expect(uploadContentType('/files/uploads/products/A/1?expires=1&type=image%2F*&nonce=n&sig=s', png)).toBe('image/png');
    expect(uploadContentType('/files/x?expires=1&sig=s', new Blob(['x']))).toBe('application/octet-stream');
  });
});
