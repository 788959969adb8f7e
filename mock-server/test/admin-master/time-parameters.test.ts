import { startAdminMaster, systemLogLines, type AdminMasterContext } from './fixtures';

let ctx: AdminMasterContext;
beforeAll(async () => {
  ctx = await startAdminMaster();
}, 60_000);
afterAll(() => ctx?.server.close());

const api = (method: string, path: string, body?: unknown, token = ctx.admin) => ctx.server.api(method, path, { token, body });

async function buyOne(): Promise<{ status: number; body: { message?: string; transactionUUID?: string } }> {
  const listing = await api('GET', '/users/web/detail?per=50', undefined, ctx.buyer);
  const lot = listing.body.datas.find((l: { unit_price: string; remaining_quantity: number }) => l.unit_price !== '0' && l.remaining_quantity > 0);
  return api('POST', '/users/web/buy', { items: [{ id: lot.id, KUCHI_SU: 1, HA_SU: 0 }] }, ctx.buyer);
}

describe('/admins/time', () => {
  it('answers the sample hours as HH:MM', async () => {
    expect((await api('GET', '/admins/time')).body).toEqual({ START_TIME: '00:00', END_TIME: '23:59' });
  });

  it('closes buying at once outside the new hours, with the Japanese message and the listing saying when it opens', async () => {
    const res = await api('PUT', '/admins/time', { START_TIME: '12:00', END_TIME: '18:00' });
    expect(res.body).toEqual({ START_TIME: '12:00', END_TIME: '18:00' });
    expect((await api('GET', '/admins/time')).body).toEqual({ START_TIME: '12:00', END_TIME: '18:00' });
    const refused = await buyOne();
    expect(refused.status).toBe(409);
    expect((refused.body as { detail?: string }).detail).toBe('現在はWeb販売の受付時間外です。本日12:00から購入できます。');
    const filters = await api('GET', '/users/web', undefined, ctx.buyer);
    expect(filters.body.web_hours).toMatchObject({ is_open: false, opens_at_label: '本日12:00' });
    expect(await systemLogLines(ctx.server, 'time START_TIME: 00:00 → 12:00, END_TIME: 23:59 → 18:00')).toHaveLength(1);
    await api('PUT', '/admins/time', { START_TIME: '00:00', END_TIME: '23:59' });
    expect((await buyOne()).status).toBe(200);
  });

  it('refuses times that are not HH:MM', async () => {
    expect((await api('PUT', '/admins/time', { START_TIME: '25:00', END_TIME: '18:00' })).status).toBe(400);
    expect((await api('PUT', '/admins/time', { START_TIME: '9:00', END_TIME: '18:00' })).status).toBe(400);
    expect((await api('PUT', '/admins/time', { START_TIME: '09:00' })).status).toBe(400);
    expect((await api('PUT', '/admins/time', { START_TIME: '09:00', END_TIME: '18:00' }, ctx.buyer)).status).toBe(403);
  });
});

describe('/admins/system_parameter', () => {
  it('lists PARAMETER_TYP, PARAMETER_CD, REMARK and PARAMETER', async () => {
    const res = await api('GET', '/admins/system_parameter');
    expect(res.body.datas).toContainEqual({ PARAMETER_TYP: 'WEB', PARAMETER_CD: 'SALE_SAVE_PERIOD', REMARK: '購入キャンセル可能時間（秒）', PARAMETER: '120' });
    expect(res.body.total).toBe(7);
    expect(res.body.datas.map((p: { PARAMETER_CD: string }) => p.PARAMETER_CD)).toContain('LOG_RETENTION_DAYS');
  });

  it('validates by type and range: "abc" for SALE_SAVE_PERIOD is 400', async () => {
    const bad = await api('PUT', '/admins/system_parameter/SALE_SAVE_PERIOD', { PARAMETER: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('購入キャンセル可能時間（秒）は0〜86400の整数で入力してください。');
    expect((await api('PUT', '/admins/system_parameter/SALE_SAVE_PERIOD', { PARAMETER: '-1' })).status).toBe(400);
    expect((await api('PUT', '/admins/system_parameter/TAX_RATE', { PARAMETER: 101 })).status).toBe(400);
    expect((await api('PUT', '/admins/system_parameter/NOPE', { PARAMETER: '1' })).status).toBe(404);
  });

  it('keeps NEXT_ORDER_DEADLINE as a Japan time HH:MM (default 23:00), refusing anything else in Japanese', async () => {
    const listed = await api('GET', '/admins/system_parameter?per=100');
    expect(listed.body.datas).toContainEqual(expect.objectContaining({ PARAMETER_CD: 'NEXT_ORDER_DEADLINE', PARAMETER: '23:00' }));
    const bad = await api('PUT', '/admins/system_parameter/NEXT_ORDER_DEADLINE', { PARAMETER: '25:00' });
    expect(bad.status).toBe(400);
    expect((bad.body as { detail?: string }).detail).toBe('次回注文の締切（販売日前日の時刻）はHH:MM（00:00〜23:59）の形式で入力してください。');
    expect((await api('PUT', '/admins/system_parameter/NEXT_ORDER_DEADLINE', { PARAMETER: '9:30' })).body).toMatchObject({ PARAMETER: '09:30' });
    const filters = await api('GET', '/users/web', undefined, ctx.buyer);
    expect(filters.body.next_order_deadline).toEqual({ time: '09:30', message: '次回注文は販売日の前日09:30まで受け付けています。' });
    await api('PUT', '/admins/system_parameter/NEXT_ORDER_DEADLINE', { PARAMETER: '23:00' });
  });

  it('changes SALE_SAVE_PERIOD with immediate effect on the cancel window, logged as SALE_SAVE_PERIOD: 120 → 300', async () => {
    const res = await api('PUT', '/admins/system_parameter/SALE_SAVE_PERIOD', { PARAMETER: '300' });
    // Every admin create and update answers the saved row itself.
    expect(res.body).toMatchObject({ PARAMETER: '300' });
    expect(res.body).not.toHaveProperty('message');
    expect(await systemLogLines(ctx.server, 'system_parameter SALE_SAVE_PERIOD: 120 → 300')).toEqual([
      { operator: 'admin', operation_log: 'system_parameter SALE_SAVE_PERIOD: 120 → 300' },
    ]);
    const bought = await buyOne();
    expect(bought.status).toBe(200);
    const cancellable = await api('GET', '/users/cancellable', undefined, ctx.buyer);
    const line = cancellable.body.find((c: { transactionUUID: string }) => c.transactionUUID === bought.body.transactionUUID);
    expect(line.remaining_seconds).toBe(300);
  });
});

describe('/admins/access_log and /admins/system_log', () => {
  it('lists the system log newest first with the dates and operators there are', async () => {
    await api('PUT', '/admins/system_parameter/SALE_DATE_DAYS', { PARAMETER: '8' });
    const res = await api('GET', '/admins/system_log?per=5');
    expect(res.status).toBe(200);
    expect(res.body.per).toBe(5);
    expect(res.body.datas[0]).toMatchObject({ OPERATOR: 'admin', OPERATION_LOG: 'system_parameter SALE_DATE_DAYS: 7 → 8' });
    expect(res.body.datas[0].OPERATION_DATE).toMatch(/^2026\/06\/15 10:00:\d\d$/);
    expect(res.body.dates[0]).toBe('2026/06/15');
    expect(res.body.operators).toContain('admin');
  });

  it('filters by date range and operator', async () => {
    const today = await api('GET', '/admins/access_log?from=2026-06-15&to=2026/06/15&operator=admin&per=200');
    expect(today.body.total).toBeGreaterThan(0);
    expect(
      today.body.datas.every((l: { OPERATOR: string; OPERATION_DATE: string }) => l.OPERATOR === 'admin' && l.OPERATION_DATE.startsWith('2026/06/15')),
    ).toBe(true);
    expect((await api('GET', '/admins/access_log?to=2000-01-01')).body.total).toBe(0);
    const bad = await api('GET', '/admins/system_log?from=2026-06-16&to=2026-06-15');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('期間の指定が正しくありません。');
    expect((await api('GET', '/admins/system_log', undefined, ctx.buyer)).status).toBe(403);
  });
});
