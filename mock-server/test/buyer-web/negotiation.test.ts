import type { TestServer } from '../helpers';
import { createLot, openBuyerMarket } from '../buyer-web-fixtures';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let today: string;

beforeAll(async () => {
  ({ server, tokenA, tokenB, today } = await openBuyerMarket());
}, 60_000);
afterAll(() => server?.close());

const ask = (body: unknown, token = tokenA) => server.api('POST', '/users/web/negotiation', { token, body });

describe('POST /users/web/negotiation', () => {
  it('records the wanted quantity and price with the lot price as OLD_TANKA', async () => {
    const id = await createLot(server.db, { saleDate: today, unitPrice: 150, recommendedPrice: 130 });
    const res = await ask({ id, KUCHI_SU: 4, TANKA: 110, BIKO: '午前中に引き取り' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ negotiation_no: expect.any(Number), status: '商談中' });
    const list = await server.api('GET', '/users/negotiation', { token: tokenA });
    expect(list.body[0]).toMatchObject({
      negotiation_no: res.body.negotiation_no,
      id,
      OLD_TANKA: 130,
      TANKA: 110,
      KUCHI_SU: 4,
      BIKO: '午前中に引き取り',
      status: '商談中',
      comment: '',
      product_name: 'ローテローゼ',
      shipment_provider_name: 'JA テスト花き',
    });
  });

  it('answers the spec §5 messages for missing fields and the product', async () => {
    const id = await createLot(server.db, { saleDate: today });
    const answers = await Promise.all([
      ask({ id, KUCHI_SU: 1 }),
      ask({ id, TANKA: 100 }),
      ask({ id, KUCHI_SU: '', TANKA: '' }),
      ask({ KUCHI_SU: 1, TANKA: 100 }),
      ask({ id, KUCHI_SU: -1, TANKA: 100 }),
      ask({ id, KUCHI_SU: 1, TANKA: 'abc' }),
    ]);
    expect(answers.map((a) => [a.status, a.body.detail])).toEqual([
      [400, '口数と単価を入力してください'],
      [400, '口数と単価を入力してください'],
      [400, '口数と単価を入力してください'],
      [400, '商品が選択されていません'],
      [400, '口数と単価は0以上の数値で入力してください'],
      [400, '口数と単価は0以上の数値で入力してください'],
    ]);
    expect(answers[0].body.field).toContain('TANKA');
    expect(answers[4].body.field).toContain('KUCHI_SU');
  });

  it('accepts 0 as a number', async () => {
    const id = await createLot(server.db, { saleDate: today });
    expect((await ask({ id, KUCHI_SU: 0, TANKA: 0 })).status).toBe(200);
  });

  it('answers 404 for an unknown lot and 409 for a lot that cannot be negotiated', async () => {
    const fixed = await createLot(server.db, { saleDate: today, negotiable: false });
    const unknown = await ask({ id: 999_999, KUCHI_SU: 1, TANKA: 1 });
    const refused = await ask({ id: fixed, KUCHI_SU: 1, TANKA: 1 });
    expect(unknown.status).toBe(404);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('この商品は商談できません。');
  });
});

describe('GET /users/negotiation', () => {
  it('shows a branch its own negotiations only, and open=1 keeps 商談中 and 再商談', async () => {
    const id = await createLot(server.db, { saleDate: today });
    const other = await createLot(server.db, { saleDate: today });
    const mine = await ask({ id, KUCHI_SU: 1, TANKA: 90 });
    // One open negotiation per lot and branch: the second is of another lot.
    const agreed = await ask({ id: other, KUCHI_SU: 2, TANKA: 95 });
    const theirs = await ask({ id, KUCHI_SU: 1, TANKA: 80 }, tokenB);
    await server.db.query("UPDATE negotiations SET shodan_status = '成立', comment = '了解しました' WHERE negotiation_no = $1", [agreed.body.negotiation_no]);
    const all = await server.api('GET', '/users/negotiation', { token: tokenA });
    const nos = all.body.map((n: { negotiation_no: number }) => n.negotiation_no);
    expect(nos).toEqual(expect.arrayContaining([mine.body.negotiation_no, agreed.body.negotiation_no]));
    expect(nos).not.toContain(theirs.body.negotiation_no);
    expect(all.body.find((n: { negotiation_no: number }) => n.negotiation_no === agreed.body.negotiation_no)).toMatchObject({
      status: '成立',
      comment: '了解しました',
    });
    const open = await server.api('GET', '/users/negotiation?open=1', { token: tokenA });
    const openNos = open.body.map((n: { negotiation_no: number }) => n.negotiation_no);
    expect(openNos).toContain(mine.body.negotiation_no);
    expect(openNos).not.toContain(agreed.body.negotiation_no);
  });

  it('keeps a 再商談 open: in the side panel, and a second negotiation of its lot is refused', async () => {
    const id = await createLot(server.db, { saleDate: today });
    const asked = await ask({ id, KUCHI_SU: 1, TANKA: 90 });
    await server.db.query("UPDATE negotiations SET shodan_status = '再商談', tanka = 95 WHERE negotiation_no = $1", [asked.body.negotiation_no]);
    const open = await server.api('GET', '/users/negotiation?open=1', { token: tokenA });
    expect(open.body.find((n: { negotiation_no: number }) => n.negotiation_no === asked.body.negotiation_no)).toMatchObject({ status: '再商談' });
    const again = await ask({ id, KUCHI_SU: 1, TANKA: 92 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('negotiation_already_open');
  });
});
