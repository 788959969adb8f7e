import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PNG, startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });
const put = (url: string, body: Buffer, type: string) => ctx.server.api('PUT', url, { body, headers: { 'content-type': type } });

const NOT_AN_IMAGE = '画像として読み込めませんでした。JPEG・PNG・WebP形式の画像を選んでください。';

/** The bytes a buyer is served at a signed photo URL. */
const served = async (url: string) => Buffer.from(await (await fetch(new URL(url, ctx.server.url))).arrayBuffer());

/** The 1×1 PNG whose header claims `width` × `height` (its CRC made right): a few bytes that would decode to a huge picture. */
function claimingSize(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A lot on today's listing and its product (code and admin row). */
async function lotWithProduct() {
  const lot = (await api('GET', '/users/web/detail?per=1', undefined, ctx.buyer)).body.datas[0];
  const { rows } = await ctx.server.db.query<{ shohin_cd: string; niuke_dempyo_no: string; niuke_no: string }>(
    'SELECT r.shohin_cd, r.niuke_dempyo_no, r.niuke_no FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.id = $1',
    [lot.id],
  );
  const products = await api('GET', `/admins/products?query=${rows[0].shohin_cd}&include_suspension_rows=1`);
  const product = products.body.datas.find((p: { product_code: string }) => p.product_code === rows[0].shohin_cd);
  return { lot, product, receiving: rows[0] };
}

describe('product photos: PUT to the signed URL, then register', () => {
  it('registers an uploaded PNG that the buyer then sees on /web/{id}/photo, and logs it', async () => {
    const { lot, product } = await lotWithProduct();
    expect((await put(product.image1_put_url, PNG, 'image/png')).status).toBe(200);
    const res = await api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: true, image2: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('画像を保存しました');
    const photos = await api('GET', `/users/web/photo?id=${lot.id}`, undefined, ctx.buyer);
    const shown = await ctx.server.api('GET', photos.body.shohin_image_1);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    const [line] = await systemLogLines(ctx.server, `product ${product.product_code} image1:`);
    expect(line.operator).toBe('admin');
    expect(line.operation_log).toMatch(new RegExp(`image1: .* → products/${product.product_code}/1-\\d+\\.png`));
  });

  it('deletes a photo, logs it, and answers 404 when there is none left', async () => {
    const { product } = await lotWithProduct();
    await put(product.image2_put_url, PNG, 'image/png');
    await api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: false, image2: true });
    const res = await api('DELETE', '/admins/products/image', { shohin_cd: product.product_code, photo_no: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: '画像の削除に成功しました。', image2: null });
    const deletions = (await systemLogLines(ctx.server, `product ${product.product_code} image2: products/`)).filter((l) => l.operation_log.endsWith('→ ∅'));
    expect(deletions).toHaveLength(1);
    const again = await api('DELETE', '/admins/products/image', { shohin_cd: product.product_code, photo_no: 2 });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('データが存在しません');
  });

  it('refuses a file whose bytes are not the image type it claims, and a register without an upload', async () => {
    const { product } = await lotWithProduct();
    await put(product.image2_put_url, Buffer.from('<script>alert(1)</script>'), 'image/png');
    const fake = await api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: false, image2: true });
    expect(fake.status).toBe(400);
    expect(fake.body.detail).toBe(NOT_AN_IMAGE);
    await put(product.image2_put_url, PNG, 'image/gif');
    expect((await api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: false, image2: true })).status).toBe(400);
    const none = await api('POST', '/admins/products/upload-image', { shohin_cd: 'A0000', image1: true, image2: false });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('ファイルを選択して下さい');
  });

  it('serves each photo as decoded and encoded again: no page behind image bytes, no camera metadata, upright, no decompression bomb', async () => {
    const { lot, product, receiving } = await lotWithProduct();
    const register = (no: 1 | 2) => api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: no === 1, image2: no === 2 });
    // A PNG's first bytes with a page behind them.
    await put(product.image1_put_url, Buffer.concat([PNG.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png');
    const polyglot = await register(1);
    expect(polyglot.status).toBe(400);
    expect(polyglot.body).toMatchObject({ detail: NOT_AN_IMAGE, code: 'photo_type', field: 'image1' });
    // A camera's JPEG, 40 × 20 stored, to be shown turned a quarter (EXIF orientation 6), with its owner's name.
    const camera = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#cc3333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: '撮影者 花子' } })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    expect((await put(product.image2_put_url, camera, 'image/jpeg')).status).toBe(200);
    expect((await register(2)).status).toBe(200);
    const photos = await api('GET', `/users/web/photo?id=${lot.id}`, undefined, ctx.buyer);
    const shown = await sharp(await served(photos.body.shohin_image_2)).metadata();
    expect(shown).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(shown.exif).toBeUndefined();
    expect(shown.orientation).toBeUndefined();
    // A 70-byte PNG that says it is 50,000 × 50,000 pixels is refused before it is decoded.
    const target = { niuke_dempyo_no: receiving.niuke_dempyo_no, niuke_no: receiving.niuke_no };
    const putUrl = ctx.server.app.fileStore.createSignedUrl(`uploads/receivings/${target.niuke_dempyo_no}-${target.niuke_no}/2`, 'PUT', 60);
    expect((await put(putUrl, claimingSize(50_000, 50_000), 'image/png')).status).toBe(200);
    const bomb = await api('POST', '/admins/products/upload-image', { ...target, image1: false, image2: true });
    expect(bomb.body).toMatchObject({ detail: NOT_AN_IMAGE, field: 'image2' });
  });

  it('refuses an unknown product, a body naming both targets or neither, and buyers', async () => {
    const { product } = await lotWithProduct();
    expect((await api('DELETE', '/admins/products/image', { shohin_cd: 'NOPE1', photo_no: 1 })).status).toBe(404);
    expect(
      (await api('POST', '/admins/products/upload-image', { shohin_cd: 'x', niuke_dempyo_no: 'y', niuke_no: 'z', image1: true, image2: false })).status,
    ).toBe(400);
    expect((await api('POST', '/admins/products/upload-image', { image1: true, image2: false })).status).toBe(400);
    expect((await api('DELETE', '/admins/products/image', { shohin_cd: product.product_code, photo_no: 3 })).status).toBe(400);
    expect((await api('POST', '/admins/products/upload-image', { shohin_cd: product.product_code, image1: true, image2: false }, ctx.buyer)).status).toBe(403);
  });
});

describe('receiving photos take the same two endpoints with niuke_dempyo_no + niuke_no', () => {
  it('registers and deletes a receiving photo that the buyer sees as niuke_image_1', async () => {
    const { lot, receiving } = await lotWithProduct();
    const target = { niuke_dempyo_no: receiving.niuke_dempyo_no, niuke_no: receiving.niuke_no };
    const putUrl = ctx.server.app.fileStore.createSignedUrl(`uploads/receivings/${target.niuke_dempyo_no}-${target.niuke_no}/1`, 'PUT', 60);
    expect((await put(putUrl, PNG, 'image/png')).status).toBe(200);
    const res = await api('POST', '/admins/products/upload-image', { ...target, image1: true, image2: false });
    expect(res.status).toBe(200);
    const photos = await api('GET', `/users/web/photo?id=${lot.id}`, undefined, ctx.buyer);
    expect((await ctx.server.api('GET', photos.body.niuke_image_1)).status).toBe(200);
    expect(await systemLogLines(ctx.server, `receiving ${target.niuke_dempyo_no}-${target.niuke_no} niuke_image1:`)).toHaveLength(1);
    const removed = await api('DELETE', '/admins/products/image', { ...target, photo_no: 1 });
    expect(removed.body.message).toBe('画像の削除に成功しました。');
    const after = await api('GET', `/users/web/photo?id=${lot.id}`, undefined, ctx.buyer);
    expect(after.body.niuke_image_1).toBeNull();
  });
});
