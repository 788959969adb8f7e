import { boolean, integer, object, string } from '../../../http/schemas';

/**
 * Schemas of the buyer's follow-ups: withdrawing a reservation, answering and buying
 * negotiations. (Plain JSON Schema like the rest of buyer-web until the area moves to TypeBox;
 * the body types below mirror them for the route generics.)
 */
export const reservationCancelBody = object({ YOYAKU_NO: integer({ minimum: 1 }) });
export type ReservationCancelBody = { YOYAKU_NO: number };
export const reservationCancelAnswer = object({ YOYAKU_NO: integer(), cancelled: boolean() });

export const negotiationReplyBody = object(
  {
    negotiation_no: integer({ minimum: 1 }),
    accept: boolean({ description: 'true: agree to the counter price (成立 at TANKA); false: ask TANKA instead (商談中)' }),
    TANKA: integer({ minimum: 0, maximum: 100_000_000 }),
  },
  ['negotiation_no', 'accept'],
  { if: { properties: { accept: { const: false } } }, then: { required: ['TANKA'] } },
);
export type NegotiationReplyBody = { negotiation_no: number; accept: boolean; TANKA?: number };
export const negotiationReplyAnswer = object({ negotiation_no: integer(), status: string() });

export const negotiationBuyBody = object({ negotiation_no: integer({ minimum: 1 }) });
export type NegotiationBuyBody = { negotiation_no: number };
export const negotiationBuyAnswer = object({ transactionUUID: string() });
