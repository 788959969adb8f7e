import { startTestServer, type TestServer } from '../helpers';
import { ACCOUNTS, TEST_OPTIONS } from '../buyer-fixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(TEST_OPTIONS);
  admin = await server.signIn(...ACCOUNTS.admin);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api('GET', path, { token: admin });

describe('the admin transaction reads on the sample market', () => {
  it('lists the sale lines of a date with the admin fields and the totals of the filter', async () => {
    const res = await get('/admins/sale?SALE_DATE=2026/06/15&per=5');
    expect(res.status).toBe(200);
    const { rows } = await server.db.query<{ n: number; price: number }>(
      "SELECT count(*)::int AS n, sum(price)::int AS price FROM sales WHERE sale_date = '2026-06-15' AND cancelled_at IS NULL",
    );
    expect(res.body.total).toBe(rows[0].n);
    expect(res.body.totals.PRICE).toBe(rows[0].price);
    expect(res.body.datas).toHaveLength(5);
    const line = res.body.datas[0];
    expect(line.SALE_DATE).toBe('2026/06/15');
    expect(line.SO_SU).toBe(line.KUCHI_SU * line.IRI_SU + line.HA_SU);
    expect(line.PRICE).toBe(line.SO_SU * line.WEB_TANKA);
  });

  it('filters sales by text over purchaser, product and shipper', async () => {
    const res = await get('/admins/sale?query=花咲&per=200&SALE_DATE=2026-06-15');
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.datas.every((s: { BAISAN_NM: string }) => s.BAISAN_NM === '株式会社フラワーショップ花咲')).toBe(true);
  });

  it('lists receivings 150 a page with their photos and sale lines, and the sample negotiations', async () => {
    const res = await get('/admins/receiving');
    expect(res.status).toBe(200);
    expect(res.body.per).toBe(150);
    expect(res.body.datas.length).toBeGreaterThan(0);
    expect(res.body.datas.some((r: { shohin_image1: string | null }) => r.shohin_image1 !== null)).toBe(true);
    const past = await get('/admins/receiving?SALE_DATE=2026-06-15');
    const sold = past.body.datas.find((r: { SALES: unknown[] }) => r.SALES.length > 0);
    expect(sold.SALES[0]).toEqual(expect.objectContaining({ SALE_KBN: expect.any(Number), KUCHI_SU: expect.any(Number), SALE_DATE: '2026/06/15' }));
    const negotiations = await get('/admins/negotiations');
    expect(negotiations.status).toBe(200);
    expect(negotiations.body.total).toBeGreaterThan(0);
    expect((await get('/admins/reserve')).status).toBe(200);
    expect((await get('/admins/receiving/option')).body.SALE_DATE.length).toBeGreaterThan(0);
  });
});
