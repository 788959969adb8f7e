import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/** The buyer's follow-ups: withdrawing a reservation, answering and buying negotiations. */
export const ReservationCancelBody = Strict({ YOYAKU_NO: Type.Integer({ minimum: 1 }) });
export const ReservationCancelAnswer = Strict({ YOYAKU_NO: Type.Integer(), cancelled: Type.Boolean() });

/** TANKA is required when the buyer does not accept (asks a new price instead). */
export const NegotiationReplyBody = Strict(
  {
    negotiation_no: Type.Integer({ minimum: 1 }),
    accept: Type.Boolean({ description: 'true: agree to the counter price (成立 at TANKA); false: ask TANKA instead (商談中)' }),
    TANKA: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  },
  // `then` names TANKA's type again so the OpenAPI document's linters see the property it requires.
  { if: { properties: { accept: { const: false } } }, then: { required: ['TANKA'], properties: { TANKA: { type: 'integer' } } } },
);
export const NegotiationReplyAnswer = Strict({ negotiation_no: Type.Integer(), status: Type.String() });

export const NegotiationBuyBody = Strict({ negotiation_no: Type.Integer({ minimum: 1 }) });
