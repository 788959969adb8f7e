import { createHash } from 'node:crypto';
import { IMPORTANT_NEWS_ID } from './build-content';
import type { BranchRef, Rows, SeedContext } from './seed-context';
import { addDays, japanInstantText, secondsAgo } from '../time/japan-time';

/** The six sample accounts (docs/requirements.md, design rule D3); every other branch gets OTHER_PASSWORD. */
export const SAMPLE_ACCOUNTS = [
  { loginId: 'admin', password: 'admin-pass-1', email: 'admin@flower-market.example.jp' },
  { loginId: '1001-001', password: 'buyer-pass-1', email: 'honten@hanasaki.example.jp' },
  { loginId: '1001-002', password: 'buyer-pass-2', email: 'kamata@hanasaki.example.jp' },
  { loginId: '1002-001', password: 'buyer-pass-3', email: 'info@atelier-midori.example.jp' },
  { loginId: '1003-001', password: 'first-pass-1', email: 'order@bouquet-kobo.example.jp' },
  { loginId: '1004-001', password: 'old-pass-1', email: 'hanamaru@hanamaru.example.jp' },
] as const;
export const OTHER_PASSWORD = 'sample-pass-1';

const DAY = 24 * 3600;

export interface AccountRows {
  accounts: Rows;
  sessions: Rows;
  passwordResetTokens: Rows;
  loginFailures: Rows;
  streamTickets: Rows;
  newsReads: Rows;
  idempotencyKeys: Rows;
  accessLogs: Rows;
  systemLogs: Rows;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * hashes: password → stored hash, computed once per distinct password by the caller
 * (hashing is deliberately slow).
 */
export function buildAccounts(
  ctx: SeedContext,
  branches: BranchRef[],
  branchMail: Map<number, string>,
  hashes: Map<string, string>,
  firstWebSale: { transactionUuid: string } | null,
): AccountRows {
  const accounts: Rows = [];
  const sample = new Map<string, (typeof SAMPLE_ACCOUNTS)[number]>(SAMPLE_ACCOUNTS.map((a) => [a.loginId, a]));
  accounts.push({
    id: 1,
    login_id: 'admin',
    password_hash: hashes.get('admin-pass-1'),
    branch_id: null,
    is_admin: true,
    is_first_login: false,
    password_changed_at: secondsAgo(ctx.now, 15 * DAY),
    email: sample.get('admin')!.email,
    suspend_flg: false,
    created_at: secondsAgo(ctx.now, 400 * DAY),
  });
  for (const b of branches) {
    const loginId = `${b.baisanCd}-${b.eda}`;
    const known = sample.get(loginId);
    accounts.push({
      id: accounts.length + 1,
      login_id: loginId,
      password_hash: hashes.get(known?.password ?? OTHER_PASSWORD),
      branch_id: b.id,
      is_admin: false,
      is_first_login: loginId === '1003-001',
      // 1004-001's password is four months old, so it is offered the change prompt.
      password_changed_at: secondsAgo(ctx.now, (loginId === '1004-001' ? 122 : 20) * DAY),
      email: known?.email ?? branchMail.get(b.id) ?? '',
      suspend_flg: false,
      created_at: secondsAgo(ctx.now, 365 * DAY),
    });
  }
  const idOf = (loginId: string) => accounts.find((a) => a.login_id === loginId)!.id as number;

  // Everyone has read the important news except 1001-002, whose one unread important news
  // drives the shell's redirect to /news/important/{id}.
  const unread = idOf('1001-002');
  const newsReads: Rows = accounts
    .filter((a) => a.id !== unread)
    .map((a) => ({ account_id: a.id, information_cd: IMPORTANT_NEWS_ID, read_at: secondsAgo(ctx.now, 12 * 3600) }));
  newsReads.push({ account_id: idOf('1001-001'), information_cd: 3, read_at: secondsAgo(ctx.now, 2 * DAY) });

  const buyer = idOf('1001-001');
  const sessions: Rows = [
    // Past sessions only: a revoked one and an expired one (their tokens are not known to anyone).
    {
      id: 1,
      account_id: buyer,
      token_hash: sha256('seed-session-revoked'),
      created_at: secondsAgo(ctx.now, 3 * DAY),
      last_used_at: secondsAgo(ctx.now, 3 * DAY - 600),
      absolute_expires_at: secondsAgo(ctx.now, 2 * DAY),
      revoked_at: secondsAgo(ctx.now, 3 * DAY - 500),
      rotated_grace_until: null,
      family_id: 1,
    },
    {
      id: 2,
      account_id: idOf('1001-002'),
      token_hash: sha256('seed-session-expired'),
      created_at: secondsAgo(ctx.now, 5 * DAY),
      last_used_at: secondsAgo(ctx.now, 5 * DAY - 900),
      absolute_expires_at: secondsAgo(ctx.now, 4 * DAY),
      revoked_at: null,
      rotated_grace_until: null,
      family_id: 2,
    },
  ];
  // A stream ticket long expired (the live-stock stream opens with single-use tickets).
  const streamTickets: Rows = [
    { ticket_hash: sha256('seed-stream-ticket'), token_hash: sha256('seed-session-revoked'), expires_at: secondsAgo(ctx.now, 3 * DAY - 570) },
  ];
  const passwordResetTokens: Rows = [
    {
      id: 1,
      account_id: idOf('1004-001'),
      token_hash: sha256('seed-reset-used'),
      expires_at: secondsAgo(ctx.now, 9 * DAY),
      used_at: secondsAgo(ctx.now, 10 * DAY - 300),
      created_at: secondsAgo(ctx.now, 10 * DAY),
    },
  ];
  const loginFailures: Rows = [
    { id: 1, login_id: '1001-001', address: '203.0.113.10', failed_at: secondsAgo(ctx.now, 6 * DAY) },
    { id: 2, login_id: 'unknown-user', address: '198.51.100.7', failed_at: secondsAgo(ctx.now, 2 * DAY) },
  ];
  const idempotencyKeys: Rows = firstWebSale
    ? [
        {
          account_id: buyer,
          key: 'seed-buy-1',
          endpoint: 'POST /users/web/buy',
          request_hash: sha256('seed-buy-1'),
          status_code: 200,
          response: { transactionUUID: firstWebSale.transactionUuid },
          created_at: secondsAgo(ctx.now, 4 * 3600),
        },
      ]
    : [];

  const accessLogs: Rows = [];
  const systemLogs: Rows = [];
  const operators = ['1001-001', '1001-002', '1004-001', '1005-001', 'admin'];
  for (let d = 6; d >= 0; d--) {
    const date = addDays(ctx.today, -d);
    for (const op of operators) {
      accessLogs.push({
        id: accessLogs.length + 1,
        operation_date: japanInstantText(date, `0${ctx.rng.int(5, 9)}:${String(ctx.rng.int(10, 59))}`),
        operation_log: 'ログイン',
        operator: op,
      });
    }
    systemLogs.push({ id: systemLogs.length + 1, operation_date: japanInstantText(date, '04:30'), operation_log: '荷受データ取込 完了', operator: 'system' });
    systemLogs.push({ id: systemLogs.length + 1, operation_date: japanInstantText(date, '16:00'), operation_log: '売買データ確定 完了', operator: 'system' });
  }
  accessLogs.push({ id: accessLogs.length + 1, operation_date: secondsAgo(ctx.now, 3600), operation_log: 'お知らせ更新', operator: 'admin' });
  // Log rows must not lie in the future even when the seed runs before 09:00 Japan time.
  const past = (rows: Rows) => rows.filter((r) => new Date(r.operation_date as string).getTime() <= ctx.now.getTime());
  return {
    accounts,
    sessions,
    streamTickets,
    passwordResetTokens,
    loginFailures,
    newsReads,
    idempotencyKeys,
    accessLogs: past(accessLogs),
    systemLogs: past(systemLogs),
  };
}
