import { readFileSync } from 'node:fs';
import { verifyPassword } from '../src/passwords/password-hash';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import type { Db } from '../src/db/types';
import { ENV } from './helpers/constants';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase, randomSuffix, withAdminClient } from './helpers/databases';
import { SAMPLE_ACCOUNTS, SEEDED_TABLES, seedSampleMarket, storeSampleFiles } from '../src/seed';

const NOW = new Date('2026-11-20T03:15:00Z'); // Friday 12:15 in Japan
const TODAY = '2026-11-20';

let db: Db;
let dropDb: () => Promise<void> = async () => undefined;

/** A fresh migrated database: in-memory PGlite, or a copy of the empty template on PostgreSQL. */
async function openFreshDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A copy of globalSetup's migrated dump: making and migrating a new PGlite costs seconds.
    const dump = process.env[ENV.pgliteEmpty];
    const fresh = await openDb(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : { memory: true });
    await migrate(fresh);
    return fresh;
  }
  const name = `fm_seed_${randomSuffix()}`;
  await withAdminClient(url, (client) => createDatabaseFromTemplate(client, name, process.env[ENV.pgEmpty] as string));
  dropDb = () => withAdminClient(url, (client) => dropDatabase(client, name));
  return openDb({ databaseUrl: databaseUrlFor(url, name) });
}

async function snapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of SEEDED_TABLES) {
    // Password hashes are salted at random; everything else must match exactly.
    const rows = await db.query<{ r: unknown }>(`SELECT to_jsonb(t) - 'password_hash' AS r FROM ${t.name} t`);
    out[t.name] = rows.rows.map((row) => JSON.stringify(row.r)).sort();
  }
  return out;
}

async function truncateAll(): Promise<void> {
  await db.query(`TRUNCATE ${SEEDED_TABLES.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0];
}

beforeAll(async () => {
  db = await openFreshDb();
  await db.transaction((tx) => seedSampleMarket(tx, { now: NOW }));
}, 120_000);

afterAll(async () => {
  await db?.close();
  await dropDb();
});

describe('the sample market', () => {
  it('fills every table of the schema', async () => {
    const tables = await db.query<{ table_name: string }>(
      // The database file store's tables (migration 013) hold files, which storeSampleFiles puts in the server's store.
      // Carts, purchase requests and device tokens are what buyers make in a session, market events and their read
      // marks what the running market announces: the sample starts with none. The price history's
      // per-day sums (migration 027) are derived from the sale lines by the server when it starts.
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('schema_migrations', 'file_blobs',
         'file_blob_chunks', 'signed_upload_uses', 'device_tokens', 'cart_items', 'purchase_requests', 'purchase_request_lines',
         'market_events', 'notification_read_marks', 'notification_reads', 'sale_product_days', 'sale_shipper_days', 'sale_rollup_dirty', 'sale_rollup_state')`,
    );
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual(SEEDED_TABLES.map((t) => t.name).sort());
    for (const { table_name } of tables.rows) {
      const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table_name}`);
      expect({ table_name, empty: n === 0 }).toEqual({ table_name, empty: false });
    }
  });

  it('has the six sample accounts with their flags and passwords', async () => {
    const accounts = await db.query<{
      login_id: string;
      password_hash: string;
      is_admin: boolean;
      is_first_login: boolean;
      months: number;
      buy: boolean | null;
      email: string;
    }>(
      `SELECT a.login_id, a.password_hash, a.is_admin, a.is_first_login, a.email,
              extract(epoch FROM ($1::timestamptz - a.password_changed_at)) / (30 * 86400) AS months, b.buy_permit_flg AS buy
         FROM accounts a LEFT JOIN branches b ON b.id = a.branch_id WHERE a.login_id = ANY($2)`,
      [NOW, SAMPLE_ACCOUNTS.map((a) => a.loginId)],
    );
    const byId = new Map(accounts.rows.map((a) => [a.login_id, a]));
    expect(byId.size).toBe(6);
    for (const sample of SAMPLE_ACCOUNTS) {
      const account = byId.get(sample.loginId)!;
      await expect(verifyPassword(sample.password, account.password_hash)).resolves.toBe(true);
      expect(account.email).toMatch(/@/);
    }
    expect(byId.get('admin')!.is_admin).toBe(true);
    expect(byId.get('1001-001')!.buy).toBe(true);
    expect(byId.get('1002-001')!.buy).toBe(false);
    expect(byId.get('1003-001')!.is_first_login).toBe(true);
    expect(byId.get('1004-001')!.months).toBeGreaterThan(3);
    expect(byId.get('1001-001')!.months).toBeLessThan(3);
  }, 60_000);

  it('leaves exactly one important news unread, for 1001-002 only', async () => {
    const unread = await db.query<{ login_id: string; information_cd: number }>(
      `SELECT a.login_id, n.information_cd FROM accounts a CROSS JOIN news n
        WHERE n.important_flg AND NOT n.suspend_flg AND $1::timestamptz BETWEEN n.start_date AND n.end_date
          AND NOT EXISTS (SELECT 1 FROM news_reads r WHERE r.account_id = a.id AND r.information_cd = n.information_cd)`,
      [NOW],
    );
    expect(unread.rows.map((r) => r.login_id)).toEqual(['1001-002']);
  });

  it('has purchaser 1001 with branches 001 and 002', async () => {
    const rows = await db.query<{ baisan_eda: string }>(`SELECT baisan_eda FROM branches WHERE baisan_cd = '1001' ORDER BY 1`);
    expect(rows.rows.map((r) => r.baisan_eda)).toEqual(expect.arrayContaining(['001', '002']));
  });

  it('lists about 120 web lots over today and the next sale date with every display case', async () => {
    const lots = await one<Record<string, number>>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE sale_date = $1)::int AS today,
              count(*) FILTER (WHERE sale_date = $2)::int AS next,
              count(*) FILTER (WHERE remaining_quantity = 0 AND hasu = 0)::int AS sold_out,
              count(*) FILTER (WHERE unit_price = 0)::int AS undecided,
              count(*) FILTER (WHERE recommended_flag)::int AS recommended,
              count(*) FILTER (WHERE is_negotiable)::int AS negotiable,
              count(*) FILTER (WHERE yoyaku_permit_flg)::int AS yoyaku,
              count(*) FILTER (WHERE cardinality(discount_details) > 0)::int AS discounted,
              count(*) FILTER (WHERE listed_at > $3::timestamptz - interval '3600 seconds')::int AS new,
              count(*) FILTER (WHERE open_hour BETWEEN 12 AND 23)::int AS hours
         FROM web_items WHERE sale_date >= $1`,
      [TODAY, '2026-11-21', NOW],
    );
    expect(lots.total).toBe(120);
    expect(lots.today + lots.next).toBe(120);
    for (const key of ['sold_out', 'undecided', 'recommended', 'negotiable', 'yoyaku', 'discounted', 'new', 'hours', 'next']) {
      expect({ key, some: lots[key] > 0 }).toEqual({ key, some: true });
    }
    const { tiers } = await one<{ tiers: number }>('SELECT count(*)::int AS tiers FROM web_item_bundle_prices');
    expect(tiers).toBeGreaterThan(0);
  });

  it('keeps stock consistent with the sale lines of every lot', async () => {
    const bad = await db.query(
      `SELECT r.id FROM receivings r LEFT JOIN sales s ON s.receiving_id = r.id AND s.cancelled_at IS NULL
        GROUP BY r.id, r.so_su, r.stock_su, r.iri_su
       HAVING r.stock_su * r.iri_su + COALESCE(sum(s.so_su), 0) > r.so_su`,
    );
    expect(bad.rows).toEqual([]);
    const mismatched = await db.query('SELECT w.id FROM web_items w JOIN receivings r ON r.id = w.receiving_id WHERE w.remaining_quantity <> r.stock_su');
    expect(mismatched.rows).toEqual([]);
  });

  it('has 30 days of history of all four sale kinds for the sample branches', async () => {
    const kinds = await db.query<{ sale_kbn: number }>('SELECT DISTINCT sale_kbn FROM sales ORDER BY 1');
    expect(kinds.rows.map((r) => r.sale_kbn)).toEqual([1, 2, 3, 4]);
    const days = await one<{ n: number; oldest: string }>(
      `SELECT count(DISTINCT s.sale_date)::int AS n, min(s.sale_date) AS oldest FROM sales s JOIN branches b ON b.id = s.branch_id
        WHERE b.baisan_cd = '1001' AND b.baisan_eda = '001'`,
    );
    expect(days.n).toBeGreaterThan(15);
    expect(days.oldest >= '2026-10-21').toBe(true);
  });

  it('has no sale, receiving, lot or reservation on a day the market calendar marks 休市 or 臨時休市', async () => {
    const closed = await db.query<{ date: string }>(`SELECT to_char(date, 'YYYY-MM-DD') AS date FROM schedules WHERE label IN ('休市', '臨時休市')`);
    expect(closed.rows.length).toBeGreaterThan(4);
    const onClosedDays = await db.query(
      `SELECT 'sale' AS kind, sale_date FROM sales WHERE sale_date IN (SELECT date FROM schedules WHERE label IN ('休市', '臨時休市'))
       UNION ALL SELECT 'receiving', sale_date FROM receivings WHERE sale_date IN (SELECT date FROM schedules WHERE label IN ('休市', '臨時休市'))
       UNION ALL SELECT 'lot', sale_date FROM web_items WHERE sale_date IN (SELECT date FROM schedules WHERE label IN ('休市', '臨時休市'))
       UNION ALL SELECT 'reservation', sale_date FROM reservations WHERE sale_date IN (SELECT date FROM schedules WHERE label IN ('休市', '臨時休市'))`,
    );
    expect(onClosedDays.rows).toEqual([]);
    // Nor before the calendar's months: the same weekdays (Sunday, Wednesday) are closed throughout.
    const weekdays = await db.query<{ wd: number }>(
      `SELECT DISTINCT extract(dow FROM sale_date)::int AS wd FROM sales WHERE sale_date <> $1::date ORDER BY 1`,
      [TODAY],
    );
    expect(weekdays.rows.map((r) => r.wd)).toEqual([1, 2, 4, 5, 6]);
  });

  it('has negotiations in every status and the system parameters', async () => {
    const statuses = await db.query<{ shodan_status: string }>('SELECT DISTINCT shodan_status FROM negotiations ORDER BY 1');
    expect(statuses.rows.map((r) => r.shodan_status).sort()).toEqual(['商談中', '再商談', '成立'].sort());
    // A sample 成立 is one a buyer can buy: never more packages than its lot has left.
    const unbuyable = await db.query(
      `SELECT n.negotiation_no FROM negotiations n JOIN web_items w ON w.id = n.web_item_id
        WHERE n.kuchi_su > w.remaining_quantity OR n.kuchi_su > w.max_quantity`,
    );
    expect(unbuyable.rows).toEqual([]);
    const params = await db.query<{ parameter_cd: string; parameter: string }>('SELECT parameter_cd, parameter FROM system_parameters');
    const map = Object.fromEntries(params.rows.map((p) => [p.parameter_cd, p.parameter]));
    expect(map).toMatchObject({ SALE_SAVE_PERIOD: '120', NEW_ITEM_DISPLAY_SECONDS: '3600', TAX_RATE: '10' });
    const hours = await one<{ start_time: string; end_time: string }>('SELECT start_time::text, end_time::text FROM web_hours');
    expect(hours).toEqual({ start_time: '00:00:00', end_time: '23:59:59' });
    const mails = await one<{ sent: number; unsent: number }>(
      'SELECT count(mail_send_date)::int AS sent, count(*) FILTER (WHERE mail_send_date IS NULL)::int AS unsent FROM mails',
    );
    expect(mails.sent).toBeGreaterThan(0);
    expect(mails.unsent).toBeGreaterThan(0);
  });

  it('puts a photo or document behind every file key it names', async () => {
    const stored = new Map<string, { body: Buffer; contentType: string }>();
    const count = await storeSampleFiles(db, { put: async (key, body, contentType) => void stored.set(key, { body, contentType }) });
    const { rows } = await db.query<{ key: string }>(
      `SELECT image1_key AS key FROM products WHERE image1_key IS NOT NULL UNION ALL SELECT image2_key FROM products WHERE image2_key IS NOT NULL
       UNION ALL SELECT niuke_image1_key FROM receivings WHERE niuke_image1_key IS NOT NULL UNION ALL SELECT file_key FROM news WHERE file_key IS NOT NULL`,
    );
    expect(count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(20);
    for (const { key } of rows) expect(stored.has(key)).toBe(true);
    const photo = stored.get(rows[0].key)!;
    expect(photo.contentType).toBe('image/png');
    expect(photo.body.subarray(1, 4).toString('ascii')).toBe('PNG');
    const pdf = [...stored.values()].find((f) => f.contentType === 'application/pdf')!;
    expect(pdf.body.subarray(0, 5).toString('ascii')).toBe('%PDF-');
  });

  it('gives identical rows when seeded again at the same time, and refuses to seed twice', async () => {
    await expect(seedSampleMarket(db, { now: NOW })).rejects.toThrow(/already has data/);
    const first = await snapshot();
    await truncateAll();
    await db.transaction((tx) => seedSampleMarket(tx, { now: NOW }));
    expect(await snapshot()).toEqual(first);
    // New rows after the seed do not collide with seeded ids.
    await db.query(`INSERT INTO links (link_nm, link_url) VALUES ('新しいリンク', 'https://example.jp/')`);
  }, 120_000);

  it('builds a larger market for benchmarks', async () => {
    await truncateAll();
    await db.transaction((tx) => seedSampleMarket(tx, { now: NOW, scale: { lots: 600, branches: 80 } }));
    const counts = await one<{ lots: number; branches: number }>(
      `SELECT (SELECT count(*)::int FROM web_items WHERE sale_date >= $1) AS lots, (SELECT count(*)::int FROM branches) AS branches`,
      [TODAY],
    );
    expect(counts).toEqual({ lots: 600, branches: 80 });
  }, 120_000);
});
