import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/** POST /users/web/negotiation, GET /users/negotiation, and the buyer's answer and buy (spec §5, §7 buyer). */

/**
 * The four fields are named so anything else is refused, but their values are checked in the
 * service, in spec §5's order, so that each mistake gets its own Japanese message
 * (口数と単価を入力してください, 商品が選択されていません).
 */
export const NegotiationBody = Strict({
  id: Type.Optional(Type.Unknown({ description: 'web item id (integer)' })),
  KUCHI_SU: Type.Optional(Type.Unknown({ description: 'wanted packages (integer ≥ 0)' })),
  TANKA: Type.Optional(Type.Unknown({ description: 'wanted unit price per stem in yen (integer ≥ 0)' })),
  BIKO: Type.Optional(Type.Unknown({ description: 'remarks (text)' })),
});
export const NegotiationAnswer = Strict({ negotiation_no: Type.Integer(), status: Type.String() });

export const NegotiationQuery = Strict({ open: Type.Optional(Type.Enum([0, 1], { type: 'integer', default: 0 })) });
export const NegotiationRows = Type.Array(
  Strict({
    negotiation_no: Type.Integer(),
    id: Type.Integer(),
    OLD_TANKA: Type.Integer(),
    TANKA: Type.Integer(),
    status: Type.String(),
    comment: Type.String(),
    KUCHI_SU: Type.Integer(),
    BIKO: Type.String(),
    shipment_provider_name: Type.String(),
    product_name: Type.String(),
    color: Type.String(),
    specification: Type.String(),
    quantity_per_package: Type.Integer(),
    sale_date: Type.String(),
    purchased: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

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
