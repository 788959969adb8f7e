import { csvFileName, detailCsv, historyCsv } from './sale-csv';
import type { SaleDetailLine, SaleHistory } from './types';

const days: SaleHistory[] = [
  {
    id: 20261122,
    purchaseDate: '2026/11/22',
    totalPurchase: 10000,
    salesTaxAmount: 824,
    otherTotal: 300,
    totalWithTax: 11124,
    totalTransactions: 2,
    isSokuho: true,
  },
  {
    id: 20261121,
    purchaseDate: '2026/11/21',
    totalPurchase: 5000,
    salesTaxAmount: 400,
    otherTotal: 0,
    totalWithTax: 5400,
    totalTransactions: 1,
    isSokuho: false,
  },
];

const rows = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

describe('sale CSV files', () => {
  it('writes the history with Japanese headers, plain numbers and the sum last', () => {
    expect(rows(historyCsv(days))).toEqual([
      '購入日,購入金額,消費税,手数料,税込合計,取引件数,速報',
      '2026/11/22,10000,824,300,11124,2,速報',
      '2026/11/21,5000,400,0,5400,1,',
      '合計,15000,1224,300,16524,3,速報',
    ]);
  });

  it('writes a day of lines with the kind of each sale and its lot number', () => {
    const line: SaleDetailLine = {
      id: 1,
      sale_kbn: '相対',
      shipment_provider_name: 'JA愛知みなみ',
      product_name: 'バラ ローテローゼ',
      color: '赤',
      specification: '60cm, 特選',
      receiving_number: '1122-0001',
      quantity_per_package: 50,
      KUCHI_SU: 2,
      HA_SU: 5,
      sosu: 105,
      unit_price: 120,
      discount_tanka: 0,
      price: 12600,
      commission: 630,
      remarks: '',
      baisan_id: '1001-001',
      isSokuho: false,
    };
    const [header, first] = rows(detailCsv('2026/11/22', [line]));
    expect(header).toBe('購入日,区分,荷受番号,商品名,色,規格,出荷者,入数,口数,端数,総数,単価,金額,手数料,備考,速報');
    expect(first).toBe('2026/11/22,相対,1122-0001,バラ ローテローゼ,赤,"60cm, 特選",JA愛知みなみ,50,2,5,105,120,12600,630,,');
  });

  it('names files after what and whose they are', () => {
    expect(csvFileName('購入明細', '002', '2026/11/22')).toBe('購入明細_002_20261122.csv');
  });
});
