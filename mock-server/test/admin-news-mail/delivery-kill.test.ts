import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../../src/db/open-db';
import { openPglite } from '../../src/db/pglite-db';
import type { Db } from '../../src/db/types';
import { ENV } from '../helpers/constants';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from '../helpers/databases';
import { startServerProcess, type ServerProcess } from './server-process';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * Bulk mail survives a real kill. The real server (src/main.ts) runs as a child
 * process delivering to a real SMTP peer at a slow rate; it is SIGKILLed mid-mailing and
 * started again over the same database (the PGlite data folder, or PostgreSQL when
 * DATABASE_URL is set). Also two server processes on one PostgreSQL.
 */
const adminUrl = process.env.DATABASE_URL || null;
const EXTRA_BRANCHES = 10;
const KILL_AFTER = 3;

let smtp: SmtpPeer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  smtp = await startSmtpPeer();
}, 30_000);

// Each test has its own database, whose MAIL_NO may repeat another's: count only its own messages.
beforeEach(() => {
  smtp.received.length = 0;
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await smtp?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A copy of the sample market with more buyer addresses and none of its own unsent mails;
 * returns how to reach it and every address a bulk mail goes to.
 */
async function prepareMarket(): Promise<{ dataDir: string; databaseUrl: string | null; recipients: string[] }> {
  const dataDir = mkdtempSync(path.join(process.env[ENV.tmpRoot] ?? os.tmpdir(), 'mail-kill-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | null = null;
  let db: Db;
  if (adminUrl) {
    const name = `fm_t_${process.env[ENV.runId]}_${randomSuffix()}`;
    await withAdminClient(adminUrl, (client) => createDatabaseFromTemplate(client, name, process.env[ENV.pgSeeded]!));
    cleanups.push(() => withAdminClient(adminUrl, (client) => dropDatabase(client, name)));
    databaseUrl = databaseUrlFor(adminUrl, name);
    db = await openDb({ databaseUrl });
  } else {
    const dump = process.env[ENV.pgliteSeeded];
    if (!dump) throw new Error('needs the seeded database of the jest globalSetup');
    db = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(dump)]) });
  }
  try {
    await db.query('DELETE FROM mails WHERE mail_send_date IS NULL');
    await db.query(`INSERT INTO purchasers (baisan_cd, baisan_nm) VALUES ('9901', 'メール試験')`);
    for (let i = 1; i <= EXTRA_BRANCHES; i++) {
      await db.query(`INSERT INTO branches (baisan_cd, baisan_eda, baisan_eda_nm, mail_addr) VALUES ('9901', $1, $2, $3)`, [
        String(i).padStart(3, '0'),
        `支店${i}`,
        `branch${i}@kill-test.example`,
      ]);
    }
    const { rows } = await db.query<{ addr: string }>(
      "SELECT DISTINCT lower(trim(mail_addr)) AS addr FROM branches WHERE NOT suspend_flg AND trim(mail_addr) <> '' ORDER BY 1",
    );
    return { dataDir, databaseUrl, recipients: rows.map((r) => r.addr) };
  } finally {
    await db.close();
  }
}

async function start(market: { dataDir: string; databaseUrl: string | null }, ratePerMinute: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    ...market,
    env: { SMTP_URL: smtp.url, MAIL_SEND_RATE_PER_MINUTE: String(ratePerMinute), MAIL_POLL_SECONDS: '0.2', MAIL_SENDING_LEASE_SECONDS: '5' },
  });
  cleanups.push(() => server.kill9());
  return server;
}

/** The current minute in Japan, as the mail form sends it: due at once. */
function japanNow(): string {
  const tokyo = new Date(Date.now() + 9 * 3600_000).toISOString();
  return `${tokyo.slice(0, 10)} ${tokyo.slice(11, 16)}`;
}

async function scheduleMail(server: ServerProcess, token: string, title: string): Promise<number> {
  const res = await server.api('POST', '/admins/mails', { send_date: japanNow(), title, text: '<p>本文</p>', category_no: 1 }, token);
  expect(res.status).toBe(200);
  return res.body.MAIL_NO as number;
}

const receivedFor = (mailNo: number) => smtp.received.filter((r) => r.messageId.startsWith(`<bulk-mail-${mailNo}-`)).map((r) => r.to);

async function sentRow(server: ServerProcess, token: string, mailNo: number) {
  const res = await server.api('GET', '/admins/mails?per=1000&status=sent', undefined, token);
  return (res.body.datas as { MAIL_NO: number; MAIL_SEND_DATE: string }[]).find((m) => m.MAIL_NO === mailNo && m.MAIL_SEND_DATE !== '');
}

describe('bulk mail delivery by real server processes', () => {
  it('a server SIGKILLed mid-mailing and started again delivers to every recipient exactly once, then sets MAIL_SEND_DATE', async () => {
    const market = await prepareMarket();
    // One message a second: the kill lands in the wait between two messages.
    const first = await start(market, 60);
    const mailNo = await scheduleMail(first, await first.signIn('admin', 'admin-pass-1'), '停止と再開');
    await until(`${KILL_AFTER} messages`, () => receivedFor(mailNo).length >= KILL_AFTER);
    await sleep(400);
    await first.kill9();
    const beforeRestart = receivedFor(mailNo).length;
    expect(beforeRestart).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(beforeRestart).toBeLessThan(market.recipients.length);
    await sleep(1500);
    expect(receivedFor(mailNo)).toHaveLength(beforeRestart);

    const second = await start(market, 60);
    const token = await second.signIn('admin', 'admin-pass-1');
    const row = await until('MAIL_SEND_DATE', () => sentRow(second, token, mailNo));
    expect([...receivedFor(mailNo)].sort()).toEqual(market.recipients);
    expect(row).toMatchObject({ DELIVERY_TOTAL: market.recipients.length, DELIVERY_SENT: market.recipients.length, DELIVERY_FAILED: 0 });
    await second.stop();
  }, 240_000);

  (adminUrl ? it : it.skip)(
    'two server processes on one PostgreSQL deliver each recipient once, sharing the work',
    async () => {
      const market = await prepareMarket();
      const [a, b] = await Promise.all([start(market, 120), start(market, 120)]);
      const token = await a.signIn('admin', 'admin-pass-1');
      const mailNo = await scheduleMail(a, token, '二台で送信');
      const row = await until('MAIL_SEND_DATE', () => sentRow(b, token, mailNo));
      expect([...receivedFor(mailNo)].sort()).toEqual(market.recipients);
      expect(row).toMatchObject({ DELIVERY_SENT: market.recipients.length, DELIVERY_FAILED: 0 });
      await Promise.all([a.stop(), b.stop()]);
      const db = await openDb({ databaseUrl: market.databaseUrl! });
      try {
        const { rows } = await db.query<{ workers: number }>('SELECT count(DISTINCT claimed_by)::int AS workers FROM mail_deliveries WHERE mail_no = $1', [
          mailNo,
        ]);
        expect(rows[0].workers).toBe(2);
      } finally {
        await db.close();
      }
    },
    240_000,
  );
});
