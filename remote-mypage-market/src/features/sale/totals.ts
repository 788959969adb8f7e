import type { SaleHistory } from './types';

type HistoryTotals = Pick<SaleHistory, 'totalPurchase' | 'salesTaxAmount' | 'otherTotal' | 'totalWithTax' | 'totalTransactions'>;

/** The period's sums shown under the history; any 速報 day makes the sum preliminary too. */
export function historyTotals(rows: readonly SaleHistory[]): HistoryTotals & { isSokuho: boolean } {
  return rows.reduce<HistoryTotals & { isSokuho: boolean }>(
    (sum, r) => ({
      totalPurchase: sum.totalPurchase + Number(r.totalPurchase),
      salesTaxAmount: sum.salesTaxAmount + Number(r.salesTaxAmount),
      otherTotal: sum.otherTotal + Number(r.otherTotal),
      totalWithTax: sum.totalWithTax + Number(r.totalWithTax),
      totalTransactions: sum.totalTransactions + Number(r.totalTransactions),
      isSokuho: sum.isSokuho || r.isSokuho,
    }),
    { totalPurchase: 0, salesTaxAmount: 0, otherTotal: 0, totalWithTax: 0, totalTransactions: 0, isSokuho: false },
  );
}
