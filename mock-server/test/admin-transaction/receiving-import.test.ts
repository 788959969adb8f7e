import { startTestServer, type TestServer } from '../helpers';
import { japanDay } from '../buyer-web-fixtures';
import { adminMarket, type AdminMarket } from './fixtures';

let server: TestServer;
let m: AdminMarket;
let today: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  m = await adminMarket(server);
  today = japanDay(server.clock.now());
  await server.db.query(
    `INSERT INTO products (shohin_cd, item_cd, product_name, color) VALUES ('IMP1', 'BW01', '取込ローズ', '白'), ('IMP2', 'BW01', '取込スプレー', '桃')`,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const HEADER = 'NIUKE_DEMPYO_NO,NIUKE_NO,SALE_DATE,category,SHUKKASHA_CD,SHUKKASHA_NM,SHOHIN_CD,specification,IRI_SU,STOCK_SU,BIKO,unit_price';
const send = (csv: string | Buffer, dryRun: boolean, token = m.admin) =>
  server.api('POST', '/admins/receiving/import', { token, body: { file: Buffer.from(csv).toString('base64'), dry_run: dryRun } });
const count = async (dempyo: string) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM receivings WHERE niuke_dempyo_no = $1', [dempyo])).rows[0].n;

describe('POST /admins/receiving/import', () => {
  it('previews a good file, then imports every line as a receiving listed for buyers', async () => {
    const csv = `\uFEFF${HEADER}\r\nIMPA,001,${today},切花,BWS1,JA テスト花き,IMP1,"2L, 60cm",10,5,朝入荷,120\r\nIMPA,002,${today.replace(/-/g, '/')},切花,BWS2,,IMP2,M,20,3,,\r\n`;
    const preview = await send(csv, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, total: 2, error_count: 0, imported: 0, message: '2件を取り込めます。' });
    expect(preview.body.lines[0]).toMatchObject({
      line: 2,
      SHUKKASHA_NM: 'JA テスト花き',
      SHOHIN_NM: '取込ローズ',
      IRI_SU: 10,
      STOCK_SU: 5,
      SO_SU: 50,
      unit_price: 120,
      errors: [],
    });
    expect(await count('IMPA')).toBe(0);
    const done = await send(csv, false);
    expect(done.body).toMatchObject({ dry_run: false, imported: 2, message: '2件の荷受を取り込みました。' });
    const list = await server.api('GET', '/admins/receiving?query=IMPA&order_by=NIUKE_NO&order=asc', { token: m.admin });
    expect(list.body.datas.map((r: { NIUKE_NO: string }) => r.NIUKE_NO)).toEqual(['001', '002']);
    expect(list.body.datas[0]).toMatchObject({ specification: '2L, 60cm', BIKO: '朝入荷', STOCK_SU: 5, web: { unit_price: 120, remaining_quantity: 5 } });
    const buyer = await server.api('GET', `/users/web/detail?sale_dates=${today.replace(/-/g, '/')}&per=500`, { token: m.buyerA });
    expect(buyer.body.datas.filter((lot: { product_name: string }) => lot.product_name.startsWith('取込'))).toHaveLength(2);
  });

  it('checks line by line and imports nothing when any line is wrong', async () => {
    const csv = [
      HEADER,
      `IMPB,001,${today},切花,BWS1,,IMP1,,10,5,,`,
      `IMPB,002,2026-13-01,切花,NOPE,,IMPX,,x,5,,`,
      `IMPB,001,${today},切花,BWS1,,IMP1,,10,5,,`,
      `IMPA,001,${today},切花,BWS1,,IMP1,,10,5,,`,
      `,003,${today},切花,BWS1,,IMP1,,10,,,`,
    ].join('\n');
    const preview = await send(csv, true);
    expect(preview.body).toMatchObject({ total: 5, error_count: 4, message: 'CSVに4件のエラーがあるため、取り込みませんでした。' });
    const errs = preview.body.lines.map((l: { errors: string[] }) => l.errors);
    expect(errs[0]).toEqual([]);
    expect(errs[1]).toEqual(
      expect.arrayContaining([
        'SALE_DATEはYYYY-MM-DDまたはYYYY/MM/DDで入力してください。',
        'IRI_SUは0以上の整数で入力してください。',
        '出荷者コードNOPEは登録されていません。',
        '商品コードIMPXは登録されていません。',
      ]),
    );
    expect(errs[2]).toEqual(['同じ荷受伝票番号・荷受番号の行がCSV内にあります。']);
    expect(errs[3]).toEqual(['この荷受伝票番号・荷受番号はすでに登録されています。']);
    expect(errs[4]).toEqual(expect.arrayContaining(['NIUKE_DEMPYO_NOを入力してください。', 'STOCK_SUを入力してください。']));
    const refused = await send(csv, false);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('CSVに4件のエラーがあるため、取り込みませんでした。');
    expect(await count('IMPB')).toBe(0);
  });

  it('reads Shift_JIS files', async () => {
    // 切花 and バラ in Shift_JIS.
    const kirihana = Buffer.from([0x90, 0xd8, 0x89, 0xd4]);
    const bara = Buffer.from([0x83, 0x6f, 0x83, 0x89]);
    expect(new TextDecoder('shift_jis').decode(Buffer.concat([kirihana, bara]))).toBe('切花バラ');
    const file = Buffer.concat([
      Buffer.from(`NIUKE_DEMPYO_NO,NIUKE_NO,SALE_DATE,category,SHUKKASHA_CD,SHOHIN_CD,IRI_SU,STOCK_SU,BIKO\r\nIMPS,001,${today},`),
      kirihana,
      Buffer.from(',BWS1,IMP1,10,2,'),
      bara,
      Buffer.from('\r\n'),
    ]);
    const res = await send(file, false);
    expect(res.body).toMatchObject({ imported: 1 });
    const list = await server.api('GET', '/admins/receiving?query=IMPS', { token: m.admin });
    expect(list.body.datas[0]).toMatchObject({ category: '切花', BIKO: 'バラ' });
  });

  it('refuses a file without the required columns or data, and non-administrators', async () => {
    const noColumns = await send('NIUKE_DEMPYO_NO,NIUKE_NO\nX,1\n', true);
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.detail).toBe('CSVの見出しに必要な列がありません: SALE_DATE, SHUKKASHA_CD, SHOHIN_CD, IRI_SU, STOCK_SU');
    expect((await send(`${HEADER}\n`, true)).body.detail).toBe('CSVにデータ行がありません。');
    expect((await send(`${HEADER}\n`, true, m.buyerA)).status).toBe(403);
  });
});
