import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

/**
 * Every tag any remote uses, declared once so that a mutation in one remote can invalidate a
 * query that another remote shows (design rule D4 "Module Federation rules", docs/requirements.md).
 */
export const API_TAG_TYPES = [
  'Session',
  'WebItem',
  'WebFilter',
  'Purchase',
  'Cancellable',
  'Cart',
  'PurchaseRequest',
  'Negotiation',
  'NextReservation',
  'Sale',
  'Market',
  'Favorite',
  'MyPage',
  'News',
  'Setting',
  'AdminProduct',
  'AdminSale',
  'AdminReserve',
  'AdminReceiving',
  'AdminNegotiation',
  'Item',
  'Shipper',
  'Purchaser',
  'Time',
  'Link',
  'Log',
  'SystemParameter',
  'AdminNews',
  'NewsCategory',
  'WebNews',
  'Mail',
  'MailCategory',
  'Notification',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** The one RTK Query api slice. Features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** A fresh key for the Idempotency-Key header of one user action (buy, next order, cancel). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
