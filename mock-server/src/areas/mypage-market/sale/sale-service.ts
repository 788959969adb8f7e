import type { Queryable } from '../../../db/types';
import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { listPurchaserBranches, latestUpcomingSaleDate, listSaleDays, listSaleLines, type BranchRow, type SaleDayRow } from './sale-repository';
import { taxRatePercent } from '../../../db/settings-repository';
import { taxOn } from '../../../domain/pricing';
import { historyBranch, HEAD_BRANCH, type BranchCaller } from '../branch-access';
import { parseQueryDate, requireQueryDate } from '../../../http/query-dates';
import { addDays, daysBetween, japanToday, slashDate } from '../../../time/japan-time';
import { mypageMarketMessages } from '../messages';
import type { SaleDay, SaleDetailQuery, SaleQuery, SaleTotals } from './sale-schemas';

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
  const salesTaxAmount = taxOn(row.total_purchase + row.other_total, taxRate);
  return {
    id: Number(row.sale_date.replace(/-/g, '')),
    purchaseDate: slashDate(row.sale_date),
    totalPurchase: row.total_purchase,
    salesTaxAmount,
    otherTotal: row.other_total,
    totalWithTax: row.total_purchase + row.other_total + salesTaxAmount,
    totalTransactions: row.transactions,
    isSokuho: row.is_sokuho,
  };
}

/** The period's sums: each day's figures added up (tax is rounded per day, so the sum of the days' tax). */
export function saleTotals(days: readonly SaleDay[]): SaleTotals {
  return days.reduce<SaleTotals>(
    (sum, d) => ({
      totalPurchase: sum.totalPurchase + d.totalPurchase,
      salesTaxAmount: sum.salesTaxAmount + d.salesTaxAmount,
      otherTotal: sum.otherTotal + d.otherTotal,
      totalWithTax: sum.totalWithTax + d.totalWithTax,
      totalTransactions: sum.totalTransactions + d.totalTransactions,
      isSokuho: sum.isSokuho || d.isSokuho,
    }),
    { totalPurchase: 0, salesTaxAmount: 0, otherTotal: 0, totalWithTax: 0, totalTransactions: 0, isSokuho: false },
  );
}

/** The branch to read, checked against the purchaser's branches (404 when it has none such). */
async function resolveBranch(db: Queryable, caller: BranchCaller, requested: string | undefined) {
  const target = historyBranch(caller, requested);
  const all = await listPurchaserBranches(db, target.baisanCd);
  const branch = all.find((b) => b.branch_number === target.eda);
  if (!branch) throw new ApiError(404, mypageMarketMessages.branchNotFound, { code: 'branch_not_found', field: 'branch' });
  // The head branch may switch between all its purchaser's branches; others see only themselves.
  const branches: BranchRow[] = caller.baisanEda === HEAD_BRANCH ? all : all.filter((b) => b.branch_number === caller.baisanEda);
  return { target, branch, branches };
}

export async function saleHistory(deps: AreaDeps, caller: BranchCaller, query: SaleQuery) {
  const today = japanToday(deps.clock.now());
  const askedTo = parseQueryDate(query.to, 'querystring.to');
  const askedFrom = parseQueryDate(query.from, 'querystring.from');
  const { target, branch, branches } = await resolveBranch(deps.db, caller, query.branch);
  // By default the period ends today, or later when the branch has already bought lots of a
  // coming sale date: a purchase made this morning is in the history whatever its sale date.
  const upcoming = askedTo ? null : await latestUpcomingSaleDate(deps.db, target.baisanCd, target.eda, today, addDays(today, UPCOMING_DAYS));
  const from = askedFrom ?? addDays(askedTo ?? today, -(DEFAULT_DAYS - 1));
  const to = askedTo ?? (upcoming !== null && daysBetween(from, upcoming) < MAX_DAYS ? upcoming : today);
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_DAYS) throw new ApiError(400, mypageMarketMessages.badRange, { code: 'bad_range', field: 'querystring.from' });
  const [days, taxRate] = await Promise.all([listSaleDays(deps.db, target.baisanCd, target.eda, from, to), taxRatePercent(deps.db)]);
  const datas = days.map((d) => saleDay(d, taxRate));
  return {
    branch_number: branch.branch_number,
    branch_name: branch.branch_name,
    from: slashDate(from),
    to: slashDate(to),
    branches,
    datas,
    totals: saleTotals(datas),
  };
}

export async function saleHistoryDetail(deps: AreaDeps, caller: BranchCaller, query: SaleDetailQuery) {
  const date = requireQueryDate(query.purchase_date, 'querystring.purchase_date');
  const { target, branch, branches } = await resolveBranch(deps.db, caller, query.branch);
  const [lines, taxRate] = await Promise.all([listSaleLines(deps.db, target.baisanCd, target.eda, date), taxRatePercent(deps.db)]);
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
  return { ...summary, branch_number: branch.branch_number, branch_name: branch.branch_name, branches, datas: lines };
}
