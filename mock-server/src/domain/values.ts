/**
 * The spec's domain values (negotiation and reservation statuses, 未定, colour groups, hour
 * options), written once for the server and the client in shared's spec module.
 */
export {
  NEGOTIATION_STATUS,
  OPEN_NEGOTIATION_STATUSES,
  RESERVATION_STATUS,
  SALE_KINDS,
  PRICE_UNDECIDED,
  COLOR_GROUPS,
  OPEN_HOURS,
  type NegotiationStatus,
  type ReservationStatus,
  type SaleKind,
} from 'shared/src/spec/index.cjs';

/** Statuses of a purchase request (issue 25: 購入承認), as stored and answered. */
export const PURCHASE_REQUEST_STATUS = { pending: '承認待ち', approved: '承認済', rejected: '却下', expired: '期限切れ' } as const;
export const PURCHASE_REQUEST_STATUSES = Object.values(PURCHASE_REQUEST_STATUS);
