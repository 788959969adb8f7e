/**
 * The spec's domain values (negotiation and reservation statuses, 未定, colour groups, hour
 * options), written once for the server and the client in shared's spec module.
 */
export {
  NEGOTIATION_STATUS,
  OPEN_NEGOTIATION_STATUSES,
  RESERVATION_STATUS,
  PURCHASE_REQUEST_STATUS,
  SALE_KBN,
  SALE_KINDS,
  PRICE_UNDECIDED,
  COLOR_GROUPS,
  OPEN_HOURS,
  type NegotiationStatus,
  type ReservationStatus,
  type SaleKind,
} from 'shared/src/spec/index.cjs';
