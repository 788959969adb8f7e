import { Type, type Static } from 'typebox';
import { Strict } from '../../../http/contract';
import { BranchNumber, QueryDate } from '../common-schemas';
import { SALE_KINDS } from '../../../domain/values';

/** /users/sale(/detail) (spec §3 Sale history): totals and tax are computed here, once. */
const BranchRef = Strict({ branch_number: Type.String(), branch_name: Type.String() });

const saleDayProps = {
  id: Type.Integer({ description: 'the purchase date as YYYYMMDD' }),
  purchaseDate: Type.String(),
  totalPurchase: Type.Integer(),
  salesTaxAmount: Type.Integer(),
  otherTotal: Type.Integer(),
  totalWithTax: Type.Integer(),
  totalTransactions: Type.Integer(),
  isSokuho: Type.Boolean(),
};
export const SaleDay = Strict(saleDayProps);
export type SaleDay = Static<typeof SaleDay>;

/** The period's sums shown under the history; any 速報 day makes the sum preliminary too. */
export const SaleTotals = Strict({
  totalPurchase: Type.Integer(),
  salesTaxAmount: Type.Integer(),
  otherTotal: Type.Integer(),
  totalWithTax: Type.Integer(),
  totalTransactions: Type.Integer(),
  isSokuho: Type.Boolean(),
});
export type SaleTotals = Static<typeof SaleTotals>;

export const SaleQuery = Strict({ branch: Type.Optional(BranchNumber), from: Type.Optional(QueryDate), to: Type.Optional(QueryDate) });
export type SaleQuery = Static<typeof SaleQuery>;
export const SaleAnswer = Strict({
  branch_number: Type.String(),
  branch_name: Type.String(),
  from: Type.String(),
  to: Type.String(),
  branches: Type.Array(BranchRef),
  datas: Type.Array(SaleDay),
  totals: SaleTotals,
});

export const SaleLine = Strict({
  id: Type.Integer(),
  sale_kbn: Type.Union(Object.values(SALE_KINDS).map((kbn) => Type.Literal(kbn))),
  shipment_provider_name: Type.String(),
  product_name: Type.String(),
  color: Type.String(),
  specification: Type.String(),
  receiving_number: Type.String(),
  quantity_per_package: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  HA_SU: Type.Integer(),
  sosu: Type.Integer(),
  unit_price: Type.Integer(),
  discount_tanka: Type.Integer(),
  price: Type.Integer(),
  commission: Type.Integer(),
  remarks: Type.String(),
  baisan_id: Type.String(),
  isSokuho: Type.Boolean(),
});

export const SaleDetailQuery = Strict({ purchase_date: QueryDate, branch: Type.Optional(BranchNumber) });
export type SaleDetailQuery = Static<typeof SaleDetailQuery>;
export const SaleDetailAnswer = Strict({
  ...saleDayProps,
  branch_number: Type.String(),
  branch_name: Type.String(),
  branches: Type.Array(BranchRef),
  datas: Type.Array(SaleLine),
});
