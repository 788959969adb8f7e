import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, TEST_OPTIONS } from '../buyer-fixtures';

let server: TestServer;
let head: string;
let branch: string;
let otherHead: string;

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  head = await server.signIn(...ACCOUNTS.head1001);
  branch = await server.signIn(...ACCOUNTS.branch1001_002);
  otherHead = await server.signIn(...ACCOUNTS.head1004);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const save = (token: string, branches: unknown) => server.api('POST', '/users/setting', { token, body: { branches } });
const settingsOf = async (baisanCd: string) =>
  (
    await server.db.query<{ baisan_eda: string; sell_margin_rate: number; purchase_approval: boolean }>(
      'SELECT baisan_eda, sell_margin_rate, purchase_approval FROM branches WHERE baisan_cd = $1 ORDER BY baisan_eda',
      [baisanCd],
    )
  ).rows;

describe('GET /users/setting', () => {
  it("lists the head branch's purchaser's branches with margin and approval", async () => {
    const res = await server.api('GET', '/users/setting', { token: head });
    expect(res.status).toBe(200);
    expect(res.body.branches).toEqual([
      { branch_number: '001', branch_name: '花咲 本店', sell_margin_rate: 0, purchase_approval: false },
      { branch_number: '002', branch_name: '花咲 蒲田駅前店', sell_margin_rate: 30, purchase_approval: false },
      { branch_number: '003', branch_name: '花咲 川崎店', sell_margin_rate: 30, purchase_approval: true },
    ]);
  });

  it('answers 403 to a branch other than 001, and to an administrator', async () => {
    const res = await server.api('GET', '/users/setting', { token: branch });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('設定は本店（枝番001）のみ利用できます。');
    const admin = await server.signIn(...ACCOUNTS.admin);
    expect((await server.api('GET', '/users/setting', { token: admin })).status).toBe(403);
  });
});

describe('POST /users/setting', () => {
  it('saves margin and approval and answers the saved list', async () => {
    const res = await save(head, [
      { branch_number: '002', sell_margin_rate: 25.5, purchase_approval: true },
      { branch_number: '003', sell_margin_rate: 0, purchase_approval: false },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.branches[1]).toEqual({ branch_number: '002', branch_name: '花咲 蒲田駅前店', sell_margin_rate: 25.5, purchase_approval: true });
    expect(await settingsOf('1001')).toEqual([
      { baisan_eda: '001', sell_margin_rate: 0, purchase_approval: false },
      { baisan_eda: '002', sell_margin_rate: 25.5, purchase_approval: true },
      { baisan_eda: '003', sell_margin_rate: 0, purchase_approval: false },
    ]);
  });

  it('rejects a margin outside 0–100 or with three decimals in Japanese, changing nothing', async () => {
    const before = await settingsOf('1001');
    const high = await save(head, [
      { branch_number: '002', sell_margin_rate: 40, purchase_approval: false },
      { branch_number: '003', sell_margin_rate: 100.5, purchase_approval: true },
    ]);
    expect(high.status).toBe(400);
    expect(high.body).toEqual({
      detail: '販売マージン率は0〜100の範囲で入力してください。',
      message: '入力内容に誤りがあります。',
      code: 'margin_range',
      field: 'body.branches.1.sell_margin_rate',
    });
    const negative = await save(head, [{ branch_number: '002', sell_margin_rate: -1, purchase_approval: true }]);
    expect(negative.status).toBe(400);
    const decimals = await save(head, [{ branch_number: '002', sell_margin_rate: 12.345, purchase_approval: true }]);
    expect(decimals.body.detail).toBe('販売マージン率は小数点以下2桁までで入力してください。');
    expect(await settingsOf('1001')).toEqual(before);
  });

  it('rejects wrong types, missing fields, duplicates and unknown fields with 400 naming the field', async () => {
    const text = await save(head, [{ branch_number: '002', sell_margin_rate: '10', purchase_approval: true }]);
    expect(text.status).toBe(400);
    expect(text.body.field).toMatch(/sell_margin_rate/);
    const missing = await save(head, [{ branch_number: '002', sell_margin_rate: 10 }]);
    expect(missing.body.field).toMatch(/purchase_approval/);
    const dup = await save(head, [
      { branch_number: '002', sell_margin_rate: 1, purchase_approval: true },
      { branch_number: '002', sell_margin_rate: 2, purchase_approval: true },
    ]);
    expect(dup.body.detail).toBe('同じ枝番が重複しています。');
    const extra = await save(head, [{ branch_number: '002', sell_margin_rate: 1, purchase_approval: true, baisan_cd: '1004' }]);
    expect(extra.status).toBe(400);
    expect((await save(head, [])).status).toBe(400);
  });

  it("cannot touch another purchaser's branches: a branch its purchaser lacks fails the whole save", async () => {
    const before1001 = await settingsOf('1001');
    const before1004 = await settingsOf('1004');
    const res = await save(otherHead, [
      { branch_number: '002', sell_margin_rate: 5, purchase_approval: true },
      { branch_number: '003', sell_margin_rate: 50, purchase_approval: true },
    ]);
    expect(res.status).toBe(404);
    expect(await settingsOf('1001')).toEqual(before1001);
    expect(await settingsOf('1004')).toEqual(before1004);
  });

  it('refuses purchase approval of the head branch itself (400 in Japanese), saving nothing', async () => {
    const before = await settingsOf('1001');
    const res = await save(head, [
      { branch_number: '002', sell_margin_rate: 7, purchase_approval: false },
      { branch_number: '001', sell_margin_rate: 5, purchase_approval: true },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'head_branch_approval',
      field: 'body.branches.1.purchase_approval',
      detail: '本店（枝番001）の購入には承認を設定できません。承認は本店が支店の購入依頼に対して行うものです。',
    });
    expect(await settingsOf('1001')).toEqual(before);
    expect((await save(head, [{ branch_number: '001', sell_margin_rate: 5, purchase_approval: false }])).status).toBe(200);
  });

  it('answers 403 to a non-head branch, whatever body it sends', async () => {
    const res = await save(branch, [{ branch_number: '002', sell_margin_rate: 99, purchase_approval: false }]);
    expect(res.status).toBe(403);
    const malformed = await save(branch, [{ branch_number: '002', sell_margin_rate: 'x' }]);
    expect(malformed.status).toBe(403);
    expect(malformed.body.detail).toBe('設定は本店（枝番001）のみ利用できます。');
    expect((await server.api('POST', '/users/setting', { token: branch, body: {} })).status).toBe(403);
  });
});
