import type { TSchema } from 'typebox';
import type { ApiExamples } from './openapi-components';
import { SignInAnswer } from '../areas/auth/sign-in/sign-in-schemas';
import { WebItem } from '../areas/buyer-web/listing/listing-schemas';
import { BuyDoneRows } from '../areas/buyer-web/purchase/purchase-schemas';
import { NextOrderDoneRows } from '../areas/buyer-web/next-order/next-order-schemas';
import { CancelAnswer } from '../areas/buyer-web/cancel/cancel-schemas';

/**
 * Example payloads of the API documentation (data, not screen text): the payloads design rule D6 (docs/requirements.md)
 * pins (buy, next order, their done pages, cancel, the listing's page) and the sign-in answer.
 * Rows are built from their schema, so a field added later still gives a valid example.
 */

type Schema = TSchema & { type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[]; items?: Schema; format?: string; const?: unknown };

/** A value of `schema`: the given `values`, else an empty value of each field's type. */
export function exampleOf(schema: Schema, values: Record<string, unknown> = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return schema.anyOf.some((s) => s.type === 'null') ? null : exampleOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, prop]) => [key, key in values ? values[key] : exampleOf(prop)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return schema.format === 'date-time' ? '2026-06-15T01:00:00.000Z' : '';
    default:
      return null;
  }
}

const TRANSACTION = '3f6c2a9e-8d1b-4c7a-9e2f-5b0d4a6c8e10';
const LOT = {
  id: 101,
  shipment_provider_name: 'JA愛知みなみ',
  product_name: 'バラ サムライ08',
  color: '赤',
  specification: '2L',
  quantity_per_package: 10,
  unit_price: '120',
  remarks: '',
};
const webItem = exampleOf(WebItem, {
  ...LOT,
  item_name: 'バラ',
  color_group: '赤系',
  variety_name: 'サムライ08',
  remaining_quantity: 8,
  max_quantity: 8,
  hasu: 0,
  is_photo_present: true,
  YOYAKU_PERMIT_FLG: true,
  BUY_PERMIT_FLG: true,
  is_web_open: true,
  sale_date: '2026/06/15',
  receiving_number: '1024-3',
});
const doneRow = exampleOf(BuyDoneRows.items as Schema, {
  ...LOT,
  id: 5001,
  web_item_id: 101,
  receiving_number: '1024-3',
  sale_date: '2026/06/15',
  category: 'バラ',
  HA_SU: 0,
  KUCHI_SU: 2,
  SO_SU: 20,
  remaining_quantity: 6,
  max_quantity: 8,
  price: 2400,
  commission: 48,
  commission_per_stem: 2,
});
const nextOrderRow = exampleOf(NextOrderDoneRows.items as Schema, doneRow as Record<string, unknown>);
const order = { items: [{ id: 101, KUCHI_SU: 2, HA_SU: 0 }] };

export const API_EXAMPLES: ApiExamples = {
  signIn: {
    request: { id: '1001-001', password: 'buyer-pass-1', device_token: 'Vb8mQ2…' },
    response: exampleOf(SignInAnswer, {
      token: 'kq1Zr0…',
      device_token: 'Vb8mQ2…',
      branch_number: '001',
      branch_name: '本店',
      baisan_cd: '1001',
      BUY_PERMIT_FLG: true,
    }),
  },
  getWebItems: {
    parameters: { item_names: ['バラ'], per: 50, page: 1 },
    response: { currentPage: 1, totalPages: 1, per: 50, total: 1, isFirstPage: true, isLastPage: true, datas: [webItem] },
  },
  buyWebItems: { request: order, response: { transactionUUID: TRANSACTION }, parameters: { 'idempotency-key': 'b7e0c2d4-buy-1' } },
  orderNextWebItems: { request: order, response: { transactionUUID: TRANSACTION }, parameters: { 'idempotency-key': 'b7e0c2d4-next-1' } },
  getBuyDone: { parameters: { transactionUUID: TRANSACTION }, response: [doneRow] },
  getNextOrderDone: { parameters: { transactionUUID: TRANSACTION }, response: [nextOrderRow] },
  cancelWebPurchase: {
    request: { transactionUUID: TRANSACTION, id: 5001 },
    response: exampleOf(CancelAnswer, { transactionUUID: TRANSACTION, id: 5001, web_item_id: 101, remaining_quantity: 8, hasu: 0 }),
  },
};
