import { openStockStream, startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });

async function productByCode(code: string) {
  const res = await api('GET', `/admins/products?query=${code}&include_suspension_rows=1`);
  return res.body.datas.find((p: { product_code: string }) => p.product_code === code);
}

describe('GET /admins/products', () => {
  it('lists 150 products a page with the admin product fields and signed photo URLs', async () => {
    const res = await api('GET', '/admins/products');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per: 150, currentPage: 1 });
    const first = res.body.datas[0];
    expect(Object.keys(first).sort()).toEqual([
      'abbr',
      'color',
      'color_code',
      'id',
      'image1',
      'image1_put_url',
      'image2',
      'image2_put_url',
      'is_suspensions',
      'item_name',
      'item_name_code',
      'jf_code',
      'kana_abbr',
      'kana_product_name',
      'old_item_code',
      'product_code',
      'product_name',
      'tax_group',
    ]);
    expect(first.image1_put_url).toMatch(/^\/files\/uploads\/products\/.+\/1\?expires=\d+&type=image%2F\*&nonce=[\w-]+&sig=/);
    const withPhoto = res.body.datas.find((p: { image1: string | null }) => p.image1);
    expect(withPhoto.image1).toMatch(/^\/files\/products\/.+\?expires=\d+&sig=/);
  });

  it('searches, sorts and leaves suspended products out unless asked', async () => {
    const bara = await api('GET', '/admins/products?query=バラ&order_by=product_code&order=desc&per=5');
    expect(bara.body.datas.length).toBeGreaterThan(0);
    const codes = bara.body.datas.map((p: { product_code: string }) => p.product_code);
    expect([...codes].sort().reverse()).toEqual(codes);
    expect(bara.body.datas.every((p: { item_name: string; product_name: string }) => `${p.item_name}${p.product_name}`.includes('バラ'))).toBe(true);
    expect((await api('GET', '/admins/products?order_by=nope')).status).toBe(400);
  });
});

describe('PUT /admins/products', () => {
  it('edits the given fields and logs before → after', async () => {
    const product = (await api('GET', '/admins/products?per=1')).body.datas[0];
    const res = await api('PUT', '/admins/products', { id: product.id, abbr: 'テスト略', color_code: 'C9' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: product.id, abbr: 'テスト略', color_code: 'C9', product_name: product.product_name });
    const [line] = await systemLogLines(ctx.server, `product ${product.product_code} abbr`);
    expect(line).toEqual({
      operator: 'admin',
      operation_log: `product ${product.product_code} abbr: ${product.abbr} → テスト略, color_code: ${product.color_code} → C9`,
    });
  });

  it('refuses unknown items, unknown fields, missing products and buyers', async () => {
    const product = (await api('GET', '/admins/products?per=1')).body.datas[0];
    const bad = await api('PUT', '/admins/products', { id: product.id, item_name_code: 'ZZZZ' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('品目コードが存在しません。');
    expect((await api('PUT', '/admins/products', { id: product.id, bogus: 1 })).status).toBe(400);
    expect((await api('PUT', '/admins/products', { id: 999999, abbr: 'x' })).status).toBe(404);
    expect((await api('PUT', '/admins/products', { id: product.id, abbr: 'x' }, ctx.buyer)).status).toBe(403);
  });
});

describe('POST /admins/products/suspensions', () => {
  it("takes a product's lots off buyers' listings at once and brings them back", async () => {
    const listing = await api('GET', '/users/web/detail?per=1', undefined, ctx.buyer);
    const lot = listing.body.datas[0];
    const { rows } = await ctx.server.db.query<{ id: number; shohin_cd: string }>(
      'SELECT p.id, p.shohin_cd FROM web_items w JOIN receivings r ON r.id = w.receiving_id JOIN products p ON p.shohin_cd = r.shohin_cd WHERE w.id = $1',
      [lot.id],
    );
    const stream = await openStockStream(ctx.server, ctx.buyer);
    const off = await api('POST', '/admins/products/suspensions', { ids: [rows[0].id], is_suspensions: true });
    expect(off.body).toEqual({ message: '休止フラグを更新しました。' });
    expect(await stream.until((e) => e.some((x) => x.id === lot.id && x.remaining_quantity === 0 && x.hasu === 0 && x.listing_changed === true))).toBe(true);
    const all = await api('GET', '/users/web/detail?per=500', undefined, ctx.buyer);
    expect(all.body.datas.some((l: { id: number }) => l.id === lot.id)).toBe(false);
    expect((await productByCode(rows[0].shohin_cd)).is_suspensions).toBe(true);
    expect(await systemLogLines(ctx.server, `product ${rows[0].shohin_cd} is_suspensions: false → true`)).toHaveLength(1);
    await api('POST', '/admins/products/suspensions', { ids: [rows[0].id], is_suspensions: false });
    const back = await api('GET', '/users/web/detail?per=500', undefined, ctx.buyer);
    expect(back.body.datas.some((l: { id: number }) => l.id === lot.id)).toBe(true);
    expect(await stream.until((e) => e.some((x) => x.id === lot.id && x.remaining_quantity === lot.remaining_quantity))).toBe(true);
    stream.close();
  });

  it('answers 404 for an unknown id and 400 for an empty list', async () => {
    expect((await api('POST', '/admins/products/suspensions', { ids: [999999], is_suspensions: true })).status).toBe(404);
    expect((await api('POST', '/admins/products/suspensions', { ids: [], is_suspensions: true })).status).toBe(400);
  });
});

describe('DELETE /admins/products/delete', () => {
  it('refuses with 409 and the reason while a product has receivings', async () => {
    const { rows } = await ctx.server.db.query<{ id: number }>(
      'SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM receivings r WHERE r.shohin_cd = p.shohin_cd) LIMIT 1',
    );
    const res = await api('DELETE', '/admins/products/delete', { ids: [rows[0].id] });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('荷受または売買のある商品は削除できません。休止にしてください。');
  });

  it('deletes an unused product and logs it', async () => {
    await ctx.server.db.query(
      "INSERT INTO products (shohin_cd, item_cd, product_name) SELECT 'T0001', item_cd, '削除テスト' FROM items WHERE item_level = 2 LIMIT 1",
    );
    const product = await productByCode('T0001');
    const res = await api('DELETE', '/admins/products/delete', { ids: [product.id] });
    expect(res.status).toBe(200);
    expect(await productByCode('T0001')).toBeUndefined();
    expect(await systemLogLines(ctx.server, 'product T0001 deleted: product_name: 削除テスト')).toHaveLength(1);
  });
});
