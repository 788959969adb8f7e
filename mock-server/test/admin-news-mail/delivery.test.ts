import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createMailDeliveryWorker } from '../../src/areas/admin-news-mail/mail-delivery/delivery-worker';
import type { MailDeliverySettings } from '../../src/areas/admin-news-mail/mail-delivery/delivery-settings';
import { createMailer, type Mailer } from '../../src/mail/mailer';
import type { TestServer } from '../helpers';
import { startAdminServer } from './admin-news-fixtures';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

let server: TestServer;
let admin: string;
let smtp: SmtpPeer;
let smtpMailer: Mailer;
let recipients: string[];

const SETTINGS: MailDeliverySettings = { ratePerMinute: 0, pollMs: 60_000, maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 5 * 60_000 };

beforeAll(async () => {
  ({ server, admin } = await startAdminServer());
  smtp = await startSmtpPeer();
  smtpMailer = createMailer({ smtpUrl: smtp.url, from: 'market <no-reply@flower-market.local>', outboxDir: '/nonexistent' });
  const { rows } = await server.db.query<{ addr: string }>(
    "SELECT DISTINCT lower(trim(mail_addr)) AS addr FROM branches WHERE NOT suspend_flg AND trim(mail_addr) <> '' ORDER BY 1",
  );
  recipients = rows.map((r) => r.addr);
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

const worker = (mailer: Mailer = smtpMailer, settings = SETTINGS) => createMailDeliveryWorker({ db: server.db, mailer, clock: server.clock, settings });

/** Schedules a mail through the API; returns its MAIL_NO. */
async function scheduleMail(title: string, sendDate = '2026-06-15 10:00'): Promise<number> {
  const res = await server.api('POST', '/admins/mails', {
    token: admin,
    body: { send_date: sendDate, title, text: '<h1>ご案内</h1><p><b>太字</b>と<span style="color: red;">赤</span></p>', category_no: 1 },
  });
  expect(res.status).toBe(200);
  return res.body.MAIL_NO;
}

const receivedFor = (mailNo: number) => smtp.received.filter((r) => r.messageId.startsWith(`<bulk-mail-${mailNo}-`));
const mailRow = async (mailNo: number) =>
  (await server.api('GET', `/admins/mails?per=1000`, { token: admin })).body.datas.find((m: { MAIL_NO: number }) => m.MAIL_NO === mailNo);

describe('bulk mail delivery through a real SMTP server', () => {
  it('the sample market has at least three buyer addresses', () => {
    expect(recipients.length).toBeGreaterThanOrEqual(3);
  });

  it('sends a due mail once to every active branch address, with text and HTML parts, then sets MAIL_SEND_DATE', async () => {
    const mailNo = await scheduleMail('本日のご案内');
    expect(await worker().runOnce()).toBe(recipients.length);
    const got = receivedFor(mailNo);
    expect(got.map((r) => r.to).sort()).toEqual(recipients);
    expect(got[0].raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(got[0].raw).toMatch(/Content-Type: text\/plain/i);
    expect(got[0].raw).toMatch(/Content-Type: text\/html/i);
    const row = await mailRow(mailNo);
    expect(row).toMatchObject({ MAIL_SEND_DATE: '2026/06/15 10:00', DELIVERY_TOTAL: recipients.length, DELIVERY_SENT: recipients.length, DELIVERY_FAILED: 0 });
    // Nothing is sent twice by a later pass.
    expect(await worker().runOnce()).toBe(0);
    expect(receivedFor(mailNo)).toHaveLength(recipients.length);
    expect(
      (await server.api('PUT', `/admins/mails/${mailNo}`, { token: admin, body: { send_date: '2026-06-16 10:00', title: 'x', text: 'y', category_no: 1 } }))
        .status,
    ).toBe(409);
  });

  it('waits for the send date (Japan time)', async () => {
    const mailNo = await scheduleMail('少し後で', '2026-06-15 10:30');
    await worker().runOnce();
    expect(receivedFor(mailNo)).toHaveLength(0);
    server.clock.advance(30 * 60_000);
    await worker().runOnce();
    expect(receivedFor(mailNo)).toHaveLength(recipients.length);
  });

  it('two workers at once (two server processes) deliver each recipient exactly once', async () => {
    const mailNo = await scheduleMail('同時送信');
    const [a, b] = [worker(), worker()];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(recipients.length);
    expect(
      receivedFor(mailNo)
        .map((r) => r.to)
        .sort(),
    ).toEqual(recipients);
  });

  it('retries a refused recipient with backoff and shows it meanwhile; gives up after the last attempt', async () => {
    const [later, never] = recipients;
    smtp.refuse(later, 451);
    smtp.refuse(never, 550);
    const mailNo = await scheduleMail('再送テスト');
    await worker().runOnce();
    expect(receivedFor(mailNo)).toHaveLength(recipients.length - 2);
    let row = await mailRow(mailNo);
    expect(row.MAIL_SEND_DATE).toBe('');
    expect(row.DELIVERY_PROBLEMS).toEqual(
      expect.arrayContaining([expect.objectContaining({ MAIL_ADDR: later, STATUS: 'pending', ATTEMPTS: 1, ERROR: expect.stringMatching(/451/) })]),
    );
    // Not before the backoff has passed.
    await worker().runOnce();
    expect(receivedFor(mailNo)).toHaveLength(recipients.length - 2);
    smtp.refuse(later, null);
    server.clock.advance(60_000);
    await worker().runOnce();
    expect(receivedFor(mailNo).filter((r) => r.to === later)).toHaveLength(1);
    server.clock.advance(120_000);
    await worker().runOnce();
    row = await mailRow(mailNo);
    expect(row).toMatchObject({ MAIL_SEND_DATE: expect.stringMatching(/^2026\/06\/15/), DELIVERY_SENT: recipients.length - 1, DELIVERY_FAILED: 1 });
    expect(row.DELIVERY_PROBLEMS).toEqual([expect.objectContaining({ MAIL_ADDR: never, STATUS: 'failed', ATTEMPTS: 3 })]);
    smtp.refuse(never, null);
  });

  it('a worker killed mid-send: after a restart the rest are delivered exactly once, the interrupted one never twice', async () => {
    const mailNo = await scheduleMail('停止テスト');
    let sends = 0;
    let hung!: () => void;
    const reachedHang = new Promise<void>((resolve) => (hung = resolve));
    // The process "dies" on its third message: that send never completes.
    const dying: Mailer = {
      target: 'smtp',
      send: (message) => (++sends === 3 ? (hung(), new Promise<void>(() => undefined)) : smtpMailer.send(message)),
    };
    void worker(dying).runOnce();
    await reachedHang;
    expect(receivedFor(mailNo)).toHaveLength(2);

    server.clock.advance(SETTINGS.leaseMs + 1000);
    const restarted = worker();
    await restarted.runOnce();
    const got = receivedFor(mailNo).map((r) => r.to);
    expect(new Set(got).size).toBe(got.length);
    expect(got).toHaveLength(recipients.length - 1);
    const row = await mailRow(mailNo);
    expect(row).toMatchObject({ DELIVERY_SENT: recipients.length - 1, DELIVERY_FAILED: 1 });
    expect(row.MAIL_SEND_DATE).not.toBe('');
    expect(row.DELIVERY_PROBLEMS[0]).toMatchObject({ STATUS: 'failed', ERROR: '送信中にサーバーが停止したため、二重送信を避けて再送しませんでした。' });
    expect(got).not.toContain(row.DELIVERY_PROBLEMS[0].MAIL_ADDR);
  });

  it('without SMTP_URL each message is one JSON file in the outbox, decoded', async () => {
    const outboxDir = path.join(server.config.dataDir, 'outbox-test');
    const mailNo = await scheduleMail('アウトボックス');
    await worker(createMailer({ smtpUrl: null, from: 'market <no-reply@flower-market.local>', outboxDir })).runOnce();
    const files = readdirSync(outboxDir).filter((f) => f.endsWith('.json'));
    const mails = files.map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')));
    const ours = mails.filter((mail) => mail.subject === 'アウトボックス');
    expect(ours.map((mail) => mail.to).sort()).toEqual(recipients);
    expect(ours[0].text).toBe('ご案内\n太字と赤');
    expect(ours[0].html).toContain('<h1>ご案内</h1><p><b>太字</b>と<span style="color: red;">赤</span></p>');
    expect(mailNo).toBeGreaterThan(0);
  });
});
