import { hashPassword } from '../passwords/password-hash';
import type { Db, Queryable } from '../db/types';
import { storeSampleFiles, type FilePutter } from './sample-files';
import { buildAccounts, OTHER_PASSWORD, SAMPLE_ACCOUNTS } from './build-accounts';
import { buildContent } from './build-content';
import { buildLots } from './build-lots';
import { buildMasters } from './build-masters';
import { buildTrades } from './build-trades';
import { insertRows, syncSequence } from './bulk-insert';
import { Prng } from './prng';
import type { BranchRef, SeedContext } from './seed-context';
import { addDays, japanDate } from '../time/japan-time';
import { isMarketDay } from './market-days';
import { TABLES } from './tables';

export interface SeedOptions {
  /** The clock reading the market is built around (dates are Japan dates of it). */
  now?: Date;
  /** Web lots over today and the next sale date, and branches; the sample is { lots: 120, branches: 12 }. */
  scale?: { lots: number; branches: number };
  /** PRNG seed; the same seed and now give identical rows. */
  seed?: number;
}

export const SAMPLE_SCALE = { lots: 120, branches: 12 };
const HISTORY_DAYS = 30;

function nextSaleDate(today: string): string {
  let date = addDays(today, 1);
  while (!isMarketDay(date, today)) date = addDays(date, 1);
  return date;
}

function makeContext(opts: SeedOptions): SeedContext {
  const now = opts.now ?? new Date();
  const today = japanDate(now);
  const historyDates: string[] = [];
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    const date = addDays(today, -d);
    if (isMarketDay(date, today)) historyDates.push(date); // no sales on the calendar's 休市 days
  }
  const scale = opts.scale ?? SAMPLE_SCALE;
  return { now, rng: new Prng(opts.seed ?? 20260401), today, nextSaleDate: nextSaleDate(today), historyDates, lots: scale.lots, branches: scale.branches };
}

/** Hashing is deliberately slow: one hash per distinct password, shared by the accounts using it. */
async function hashAll(): Promise<Map<string, string>> {
  const plain = [...new Set<string>([...SAMPLE_ACCOUNTS.map((a) => a.password), OTHER_PASSWORD])];
  const hashes = await Promise.all(plain.map((p) => hashPassword(p)));
  return new Map(plain.map((p, i) => [p, hashes[i]]));
}

/**
 * The business tables (every seeded table but the logs) that hold rows: the sample market
 * goes only into a database where this is empty. Log rows (a server that has run writes
 * them at once) do not count.
 */
export async function tablesWithData(db: Queryable): Promise<string[]> {
  const business = TABLES.filter((t) => !t.log);
  const { rows } = await db.query<Record<string, boolean>>(`SELECT ${business.map((t) => `EXISTS (SELECT 1 FROM ${t.name}) AS ${t.name}`).join(', ')}`);
  return business.filter((t) => rows[0][t.name]).map((t) => t.name);
}

/**
 * Loads the deterministic sample market (docs/requirements.md, design rule D3) into a database whose
 * business tables are empty. Every table of 001_schema.sql gets rows; log rows are appended
 * after any the database already has. Run it inside db.transaction(...) to make it
 * all-or-nothing. Refuses a database with business data, so it never doubles data.
 */
export async function seedSampleMarket(db: Queryable, opts: SeedOptions = {}): Promise<void> {
  const filled = await tablesWithData(db);
  if (filled.length) throw new Error(`seedSampleMarket: the database already has data (${filled.join(', ')})`);
  const ctx = makeContext(opts);
  const masters = buildMasters(ctx);
  // The sample accounts' branches (1001-001 … 1004-001) are bought for more often.
  const sampleBranches = masters.branchRefs.filter((b) => ['1001', '1002', '1003', '1004'].includes(b.baisanCd) && b.eda !== '003');
  const lots = buildLots(ctx, masters.branchRefs, sampleBranches);
  const trades = buildTrades(ctx, lots.webItems, lots.receivings, masters.branchRefs, sampleBranches);
  const content = buildContent(ctx);
  const branchMail = new Map(masters.branches.map((b) => [b.id as number, b.mail_addr as string]));
  const firstWeb = lots.sales.find((s) => s.transaction_uuid);
  const accounts = buildAccounts(
    ctx,
    masters.branchRefs,
    branchMail,
    await hashAll(),
    firstWeb ? { transactionUuid: firstWeb.transaction_uuid as string } : null,
  );

  const data: Record<string, Record<string, unknown>[]> = {
    purchasers: masters.purchasers,
    branches: masters.branches,
    accounts: accounts.accounts,
    sessions: accounts.sessions,
    stream_tickets: accounts.streamTickets,
    password_reset_tokens: accounts.passwordResetTokens,
    login_failures: accounts.loginFailures,
    access_logs: accounts.accessLogs,
    system_logs: accounts.systemLogs,
    system_parameters: content.systemParameters,
    web_hours: content.webHours,
    items: masters.items,
    shippers: masters.shippers,
    products: masters.products,
    receivings: lots.receivings,
    web_items: lots.webItems,
    web_item_bundle_prices: lots.bundlePrices,
    sales: lots.sales,
    reservations: trades.reservations,
    negotiations: trades.negotiations,
    branch_favorites: sampleFavorites(masters.branchRefs, masters.shippers, masters.products),
    idempotency_keys: accounts.idempotencyKeys,
    news_categories: content.newsCategories,
    news: content.news,
    news_reads: accounts.newsReads,
    web_news: content.webNews,
    links: content.links,
    schedules: content.schedules,
    calendar_notes: content.calendarNotes,
    mail_categories: content.mailCategories,
    mails: content.mails.map((mail) => ({ ...mail, recipients_listed_at: mail.mail_send_date })),
    mail_deliveries: sentMailDeliveries(content.mails, masters.branches),
  };
  for (const table of TABLES) {
    if (table.log) {
      // Appended: the serial numbers them after whatever a running server has logged already.
      const { id: _id, ...columns } = table.columns;
      await insertRows(db, table.name, columns, data[table.name]);
      continue;
    }
    await insertRows(db, table.name, table.columns, data[table.name]);
    if (table.serial) await syncSequence(db, table.name, table.serial);
  }
  // Fresh statistics, or the planner guesses one row per table and picks nested loops over
  // tens of thousands of sale lines.
  await db.query('ANALYZE');
}

/**
 * Branch 1003-001 keeps a few お気に入り (a shipper and a product); the accounts the
 * walkthroughs use (1001-…) start with none, so starring is theirs to show.
 */
function sampleFavorites(branches: BranchRef[], shippers: Record<string, unknown>[], products: Record<string, unknown>[]): Record<string, unknown>[] {
  const branch = branches.find((b) => b.baisanCd === '1003' && b.eda === '001') ?? branches[branches.length - 1];
  return [
    { branch_id: branch.id, kind: 'shipper', name: shippers[0].shukkasha_nm },
    { branch_id: branch.id, kind: 'product', name: products[0].product_name },
  ];
}

/** The sent sample mails reached every active branch with an address, once each. */
function sentMailDeliveries(mails: Record<string, unknown>[], branches: Record<string, unknown>[]): Record<string, unknown>[] {
  const recipients = branches.filter((b) => b.mail_addr && !b.suspend_flg);
  return mails
    .filter((mail) => mail.mail_send_date)
    .flatMap((mail) =>
      recipients.map((b) => ({
        mail_no: mail.mail_no,
        branch_id: b.id,
        to_addr: b.mail_addr,
        status: 'sent',
        attempts: 1,
        next_attempt_at: mail.mail_send_date,
        sent_at: mail.mail_send_date,
      })),
    )
    .map((row, i) => ({ id: i + 1, ...row }));
}

/**
 * SEED at start (main.ts): loads the sample market when every business table is empty, also
 * into a database a server has already run on (its log rows stay); otherwise says why not and
 * leaves the database as it is. Returns whether it loaded.
 */
export async function seedIfEmpty(db: Db, files: FilePutter, log: (msg: string) => void, now: Date): Promise<boolean> {
  const filled = await tablesWithData(db);
  if (filled.length) {
    log(`SEED: the database already holds data (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}); the sample market is not loaded`);
    return false;
  }
  log('SEED: empty database, loading the sample market…');
  await db.transaction((tx) => seedSampleMarket(tx, { now }));
  // The photos and the news attachment the sample names, so photo screens show real images.
  await storeSampleFiles(db, files);
  // Never the passwords themselves: a log holds no secret, not even a published one.
  log('SEED: sample market loaded (sign in with the demo accounts of the README)');
  return true;
}
