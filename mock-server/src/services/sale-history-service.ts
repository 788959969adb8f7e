import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import {
  listPurchaserBranches,
  latestUpcomingSaleDate,
  listSaleDays,
  listSaleLines,
  taxRatePercent,
  type BranchRow,
  type SaleDayRow,
  type SaleLineRow,
} from '../repositories/sale-history-repository';
import { historyBranch, HEAD_BRANCH, type BranchCaller } from './buyer-branch-access';
import { addDays, japanToday, parseQueryDate } from './buyer-pages-dates';
import { buyerPagesMessages } from './buyer-pages-messages';

/** Sale history of spec §3, one row per purchase date. */
export interface SaleDay {
  id: number;
  purchaseDate: string;
  totalPurchase: number;
  salesTaxAmount: number;
  otherTotal: number;
  totalWithTax: number;
  totalTransactions: number;
  isSokuho: boolean;
}

const DEFAULT_DAYS = 31;
const MAX_DAYS = 366;
/** How far ahead a default period reaches for lots bought ahead (the listing offers a week). */
const UPCOMING_DAYS = 31;

/**
 * Totals of a day: totalPurchase = Σ PRICE (SO_SU × WEB_TANKA), otherTotal = Σ SO_SU ×
 * RATE_TANKA (the market's commission), tax = TAX_RATE % of both, rounded half up once per
 * day — the same rule purchasing shows on its done page.
 */
export function saleDay(row: SaleDayRow, taxRate: number): SaleDay {
  const salesTaxAmount = Math.round(((row.total_purchase + row.other_total) * taxRate) / 100);
  return {
    id: Number(row.sale_date.replace(/-/g, '')),
    purchaseDate: row.sale_date.replace(/-/g, '/'),
    totalPurchase: row.total_purchase,
    salesTaxAmount,
    otherTotal: row.other_total,
    totalWithTax: row.total_purchase + row.other_total + salesTaxAmount,
    totalTransactions: row.transactions,
    isSokuho: row.is_sokuho,
  };
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The branch to read, checked against the purchaser's branches (404 when it has none such). */
async function resolveBranch(db: Queryable, caller: BranchCaller, requested: string | undefined) {
  const target = historyBranch(caller, requested);
  const all = await listPurchaserBranches(db, target.baisanCd);
  const branch = all.find((b) => b.branch_number === target.eda);
  if (!branch) throw new ApiError(404, `branch: purchaser ${target.baisanCd} has no branch ${target.eda}`, buyerPagesMessages.branchNotFound);
  // The head branch may switch between all its purchaser's branches; others see only themselves.
  const branches: BranchRow[] = caller.baisanEda === HEAD_BRANCH ? all : all.filter((b) => b.branch_number === caller.baisanEda);
  return { target, branch, branches };
}

export async function saleHistory(db: Queryable, caller: BranchCaller, query: { branch?: string; from?: string; to?: string }, now: Date) {
  const today = japanToday(now);
  const askedTo = parseQueryDate(query.to, 'querystring.to');
  const askedFrom = parseQueryDate(query.from, 'querystring.from');
  const { target, branch, branches } = await resolveBranch(db, caller, query.branch);
  // By default the period ends today, or later when the branch has already bought lots of a
  // coming sale date: a purchase made this morning is in the history whatever its sale date.
  const upcoming = askedTo ? null : await latestUpcomingSaleDate(db, target.baisanCd, target.eda, today, addDays(today, UPCOMING_DAYS));
  const from = askedFrom ?? addDays(askedTo ?? today, -(DEFAULT_DAYS - 1));
  const to = askedTo ?? (upcoming !== null && daysBetween(from, upcoming) < MAX_DAYS ? upcoming : today);
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_DAYS) throw new ApiError(400, 'querystring.from: must be on or before to, within 366 days', buyerPagesMessages.badRange);
  const [days, taxRate] = await Promise.all([listSaleDays(db, target.baisanCd, target.eda, from, to), taxRatePercent(db)]);
  return {
    branch_number: branch.branch_number,
    branch_name: branch.branch_name,
    from: from.replace(/-/g, '/'),
    to: to.replace(/-/g, '/'),
    branches,
    datas: days.map((d) => saleDay(d, taxRate)),
  };
}

export async function saleHistoryDetail(db: Queryable, caller: BranchCaller, query: { branch?: string; purchase_date: string }) {
  const date = parseQueryDate(query.purchase_date, 'querystring.purchase_date') as string;
  const { target, branch, branches } = await resolveBranch(db, caller, query.branch);
  const [lines, taxRate] = await Promise.all([listSaleLines(db, target.baisanCd, target.eda, date), taxRatePercent(db)]);
  const summary = saleDay(
    {
      sale_date: date,
      total_purchase: lines.reduce((sum, l) => sum + l.price, 0),
      other_total: lines.reduce((sum, l) => sum + l.commission, 0),
      transactions: lines.length,
      is_sokuho: lines.some((l) => l.isSokuho),
    },
    taxRate,
  );
  return { ...summary, branch_number: branch.branch_number, branch_name: branch.branch_name, branches, datas: lines as SaleLineRow[] };
}
