import { formatDate, toCsv } from 'shared';
import { messages } from '../../messages';
import { historyTotals } from './totals';
import type { SaleDetailLine, SaleHistory } from './types';

const t = messages.sale;

/** The history as the buyer sees it, with the period's sum as the last row. */
export function historyCsv(rows: readonly SaleHistory[]): string {
  const sum = historyTotals(rows);
  return toCsv(
    [t.purchaseDate, t.totalPurchase, t.salesTaxAmount, t.otherTotal, t.totalWithTax, t.totalTransactions, t.sokuho],
    [
      ...rows.map((r) => [
        formatDate(r.purchaseDate),
        r.totalPurchase,
        r.salesTaxAmount,
        r.otherTotal,
        r.totalWithTax,
        r.totalTransactions,
        r.isSokuho ? t.sokuho : '',
      ]),
      [t.sum, sum.totalPurchase, sum.salesTaxAmount, sum.otherTotal, sum.totalWithTax, sum.totalTransactions, sum.isSokuho ? t.sokuho : ''],
    ],
  );
}

/** One day's lines, every column of the screen plus the lot number a buyer quotes to the market. */
export function detailCsv(purchaseDate: string, lines: readonly SaleDetailLine[]): string {
  return toCsv(
    [
      t.purchaseDate,
      t.saleKbn,
      t.receivingNumber,
      t.productName,
      t.color,
      t.specification,
      t.shipper,
      t.quantityPerPackage,
      t.kuchiSu,
      t.haSu,
      t.sosu,
      t.unitPrice,
      t.amount,
      t.commission,
      t.remarks,
      t.sokuho,
    ],
    lines.map((l) => [
      formatDate(purchaseDate),
      l.sale_kbn,
      l.receiving_number,
      l.product_name,
      l.color,
      l.specification,
      l.shipment_provider_name,
      l.quantity_per_package,
      l.KUCHI_SU,
      l.HA_SU,
      l.sosu,
      l.unit_price,
      l.price,
      l.commission,
      l.remarks,
      l.isSokuho ? t.sokuho : '',
    ]),
  );
}

/** 購入履歴_002_20261122.csv: who and what, so several downloads do not overwrite each other. */
export function csvFileName(kind: string, branchNumber: string | undefined, date: string): string {
  return `${kind}${branchNumber ? `_${branchNumber}` : ''}_${formatDate(date).replace(/\//g, '')}.csv`;
}
