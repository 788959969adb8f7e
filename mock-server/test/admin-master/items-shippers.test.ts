import { startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });

describe('/admins/item', () => {
  it('lists items with the spec fields and the parent name, suspended ones on request', async () => {
    const res = await api('GET', '/admins/item?per=200');
    const bara = res.body.datas.find((i: { ITEM_NM: string }) => i.ITEM_NM === 'バラ');
    expect(Object.keys(bara)).toEqual(
      expect.arrayContaining(['ITEM_CD', 'ITEM_NM', 'ITEM_KNM', 'ITEM_RNM', 'ITEM_RKNM', 'ITEM_LEVEL', 'H_ITEM_NM', 'PRINT_ORDER', 'SUSPEND_FLG']),
    );
    expect(bara.H_ITEM_NM).toEqual(expect.any(String));
    expect(res.body.datas.some((i: { ITEM_NM: string }) => i.ITEM_NM === 'スイートピー')).toBe(false);
    const all = await api('GET', '/admins/item?per=200&include_suspension_rows=1');
    expect(all.body.datas.some((i: { ITEM_NM: string }) => i.ITEM_NM === 'スイートピー')).toBe(true);
  });

  it('creates, edits (logged before → after) and deletes an unused item', async () => {
    const created = await api('POST', '/admins/item', {
      ITEM_CD: '9901',
      ITEM_NM: 'アジサイ',
      ITEM_KNM: 'アジサイ',
      H_ITEM_CD: '1000',
      ITEM_LEVEL: 2,
      PRINT_ORDER: 99,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ITEM_CD: '9901', ITEM_NM: 'アジサイ', H_ITEM_CD: '1000', SUSPEND_FLG: false });
    expect((await api('POST', '/admins/item', { ITEM_CD: '9901', ITEM_NM: '重複' })).status).toBe(409);
    const edited = await api('PUT', '/admins/item/9901', { ITEM_NM: 'ハイドランジア', SUSPEND_FLG: true });
    expect(edited.body).toMatchObject({ ITEM_NM: 'ハイドランジア', SUSPEND_FLG: true });
    expect(await systemLogLines(ctx.server, 'item 9901 ITEM_NM: アジサイ → ハイドランジア, SUSPEND_FLG: false → true')).toHaveLength(1);
    expect((await api('DELETE', '/admins/item/delete/9901')).status).toBe(200);
    // The deletion's log line shows the item's own fields, not the joined parent name.
    const deleted = await systemLogLines(ctx.server, 'item 9901 deleted: ITEM_CD: 9901, ITEM_NM: ハイドランジア');
    expect(deleted).toHaveLength(1);
    expect(deleted[0].operation_log).not.toContain('H_ITEM_NM');
  });

  it('refuses deleting an item products use with 409 and the reason, and an unknown parent with 400', async () => {
    const { rows } = await ctx.server.db.query<{ item_cd: string }>('SELECT item_cd FROM products LIMIT 1');
    const res = await api('DELETE', `/admins/item/delete/${rows[0].item_cd}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('この品目は商品で使用されているため削除できません。休止にしてください。');
    expect((await api('POST', '/admins/item', { ITEM_CD: '9902', ITEM_NM: 'x', H_ITEM_CD: 'NOPE' })).status).toBe(400);
    expect((await api('PUT', '/admins/item/NOPE', { ITEM_NM: 'x' })).status).toBe(404);
    expect((await api('POST', '/admins/item', { ITEM_CD: '9903', ITEM_NM: 'x' }, ctx.buyer)).status).toBe(403);
  });
});

describe('/admins/shipper', () => {
  it('lists shippers with every spec field', async () => {
    const res = await api('GET', '/admins/shipper');
    expect(res.body.total).toBeGreaterThan(0);
    expect(Object.keys(res.body.datas[0]).sort()).toEqual([
      'ADDR',
      'DAIHYOSHA_KNM',
      'DAIHYOSHA_NM',
      'FAX',
      'ITAKU_KAITSUKE_CD',
      'ITAKU_KAITSUKE_NM',
      'KNM',
      'KRNM',
      'PAY_DANTAI_CD',
      'PAY_DANTAI_NM',
      'RNM',
      'SANCHI_CD',
      'SANCHI_NM',
      'SHUKKASHA_CD',
      'SHUKKASHA_KBN',
      'SHUKKASHA_NM',
      'SHUKKA_TANTOSHA_NM',
      'SUSPEND_FLG',
      'TANTOSHA_MAIL',
      'TEL',
      'ZIP_CD',
    ]);
  });

  it('creates, edits and deletes a shipper; 買付 names follow the code', async () => {
    const created = await api('POST', '/admins/shipper', { SHUKKASHA_CD: 'S999', SHUKKASHA_NM: 'テスト農園', SANCHI_NM: '長野', ITAKU_KAITSUKE_CD: '2' });
    expect(created.body).toMatchObject({ SHUKKASHA_CD: 'S999', SHUKKASHA_NM: 'テスト農園', ITAKU_KAITSUKE_CD: '2', ITAKU_KAITSUKE_NM: '買付' });
    expect((await api('POST', '/admins/shipper', { SHUKKASHA_CD: 'S999', SHUKKASHA_NM: 'x' })).status).toBe(409);
    await api('PUT', '/admins/shipper/S999', { TEL: '0260-00-0000' });
    expect(await systemLogLines(ctx.server, 'shipper S999 TEL:  → 0260-00-0000')).toHaveLength(1);
    expect((await api('DELETE', '/admins/shipper/delete/S999')).status).toBe(200);
    // The deletion's log line names the shipper only: no contact details kept in the log.
    expect(await systemLogLines(ctx.server, 'shipper S999 deleted: SHUKKASHA_NM: テスト農園, SANCHI_NM: 長野')).toHaveLength(1);
  });

  it('refuses deleting a shipper with receivings with 409', async () => {
    const { rows } = await ctx.server.db.query<{ shukkasha_cd: string }>('SELECT shukkasha_cd FROM receivings LIMIT 1');
    const res = await api('DELETE', `/admins/shipper/delete/${rows[0].shukkasha_cd}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('この出荷者は荷受で使用されているため削除できません。休止にしてください。');
  });
});
