import { startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });
const signIn = (id: string, password: string) => ctx.server.api('POST', '/users/signin', { body: { id, password } });

describe('/admins/purchaser', () => {
  it('lists branch rows with the spec fields', async () => {
    const res = await api('GET', '/admins/purchaser?query=1001');
    const head = res.body.datas.find((p: { BAISAN_EDA: string }) => p.BAISAN_EDA === '001');
    expect(head).toMatchObject({ BAISAN_CD: '1001', login_id: '1001-001', is_admin: false, SUSPEND_FLG: false });
    expect(typeof head.SALE_RATE).toBe('number');
  });

  it('creates a branch account that signs in and must change its password first', async () => {
    const res = await api('POST', '/admins/purchaser', {
      BAISAN_CD: '2001',
      BAISAN_EDA: '001',
      BAISAN_NM: '有限会社テスト花店',
      BAISAN_EDA_NM: '本店',
      SALE_RATE: 2.5,
      MAIL_ADDR: 'shop@test.example.jp',
      password: 'init-pass-1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ login_id: '2001-001', BAISAN_NM: '有限会社テスト花店', SALE_RATE: 2.5, is_first_login: true });
    const [line] = await systemLogLines(ctx.server, 'purchaser 2001-001 created');
    expect(line.operation_log).not.toContain('init-pass-1');
    const signed = await signIn('2001-001', 'init-pass-1');
    expect(signed.status).toBe(200);
    expect(signed.body.is_first_login).toBe(true);
    expect((await api('GET', '/users/mypage', undefined, signed.body.token)).status).toBe(403);
  });

  it('refuses a duplicate branch, a weak password and a new code without BAISAN_NM', async () => {
    const base = { BAISAN_CD: '1001', BAISAN_EDA: '001', BAISAN_EDA_NM: '本店', password: 'init-pass-1' };
    expect((await api('POST', '/admins/purchaser', base)).status).toBe(409);
    expect((await api('POST', '/admins/purchaser', { ...base, BAISAN_EDA: '050', password: 'short' })).status).toBe(400);
    const noName = await api('POST', '/admins/purchaser', { ...base, BAISAN_CD: '2999' });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toBe('新しい買参人コードには買参人名が必要です。');
    expect((await api('POST', '/admins/purchaser', { ...base, BAISAN_CD: '12' })).status).toBe(400);
  });

  it('suspending a branch ends its sessions at once (401), and is logged', async () => {
    await api('POST', '/admins/purchaser', { BAISAN_CD: '2001', BAISAN_EDA: '002', BAISAN_EDA_NM: '支店', password: 'init-pass-2' });
    await api('POST', '/admins/purchaser/password/2001/002', { password: 'init-pass-3' });
    const token = (await signIn('2001-002', 'init-pass-3')).body.token;
    expect((await api('POST', '/users/change-password', { password: 'changed-pass-9', token }, token)).status).toBe(200);
    const session = (await signIn('2001-002', 'changed-pass-9')).body.token;
    expect((await api('GET', '/users/mypage', undefined, session)).status).toBe(200);
    const res = await api('PUT', '/admins/purchaser/2001/002', { SUSPEND_FLG: true });
    expect(res.body.SUSPEND_FLG).toBe(true);
    expect((await api('GET', '/users/mypage', undefined, session)).status).toBe(401);
    expect(await systemLogLines(ctx.server, 'purchaser 2001-002 SUSPEND_FLG: false → true')).toHaveLength(1);
  });

  it('issues a new initial password that must be changed at the next sign-in', async () => {
    const res = await api('POST', '/admins/purchaser/password/2001/001', { password: 'again-pass-4' });
    expect(res.body.message).toBe('初期パスワードを発行しました。');
    expect((await signIn('2001-001', 'init-pass-1')).status).toBe(401);
    const signed = await signIn('2001-001', 'again-pass-4');
    expect(signed.body.is_first_login).toBe(true);
  });

  it('changes SALE_RATE and BAISAN_NM with before → after in the log', async () => {
    await api('PUT', '/admins/purchaser/2001/001', { SALE_RATE: 3, BAISAN_NM: '株式会社テスト花店' });
    expect(await systemLogLines(ctx.server, 'purchaser 2001-001 BAISAN_NM: 有限会社テスト花店 → 株式会社テスト花店, SALE_RATE: 2.5 → 3')).toHaveLength(1);
  });

  it('changes SALE_RATE for later purchases only', async () => {
    const rates = () =>
      ctx.server.db.query<{ sale_id: string; rate_tanka: number; web_tanka: number }>(
        "SELECT s.sale_id, s.rate_tanka, s.web_tanka FROM sales s JOIN branches b ON b.id = s.branch_id WHERE b.baisan_cd = '1001' AND b.baisan_eda = '001' ORDER BY s.sale_id",
      );
    const before = (await rates()).rows;
    await api('PUT', '/admins/purchaser/1001/001', { SALE_RATE: 50 });
    const listing = await api('GET', '/users/web/detail?per=50', undefined, ctx.buyer);
    const lot = listing.body.datas.find((l: { unit_price: string; remaining_quantity: number }) => Number(l.unit_price) >= 10 && l.remaining_quantity > 0);
    expect((await api('POST', '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] }, ctx.buyer)).status).toBe(200);
    const after = (await rates()).rows;
    expect(after.slice(0, before.length)).toEqual(before);
    const bought = after[after.length - 1];
    expect(bought.rate_tanka).toBe(Math.round(bought.web_tanka * 0.5));
  });

  it('deletes a branch without trades, refuses one with sales (409), and refuses buyers', async () => {
    expect((await api('DELETE', '/admins/purchaser/delete/2001/002')).status).toBe(200);
    expect((await signIn('2001-002', 'changed-pass-9')).status).toBe(401);
    const res = await api('DELETE', '/admins/purchaser/delete/1001/001');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('この買参人は売買で使用されているため削除できません。休止にしてください。');
    expect((await api('GET', '/admins/purchaser', undefined, ctx.buyer)).status).toBe(403);
  });
});
