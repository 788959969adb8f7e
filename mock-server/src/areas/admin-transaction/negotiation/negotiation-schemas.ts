import { Type, type Static } from 'typebox';
import { NEGOTIATION_STATUS } from '../../../domain/values';
import { ListQuery, Nullable, Params, Paginated, Strict } from '../../../http/contract';
import { Count } from '../common-schemas';

export const ShodanStatus = Type.Union([
  Type.Literal(NEGOTIATION_STATUS.open),
  Type.Literal(NEGOTIATION_STATUS.agreed),
  Type.Literal(NEGOTIATION_STATUS.countered),
  Type.Literal(NEGOTIATION_STATUS.refused),
]);

export const NegotiationQuery = ListQuery({ SHODAN_STATUS: Type.Optional(ShodanStatus) }, { defaultPer: 50 });
export type NegotiationQuery = Static<typeof NegotiationQuery>;

export const AdminNegotiation = Strict({
  negotiation_no: Type.Integer(),
  id: Type.Integer({ description: 'web item id of the lot' }),
  SALE_DATE: Type.String(),
  SHUKKASHA_NM: Type.String(),
  BAISAN_CD: Type.String(),
  BAISAN_EDA: Type.String(),
  BAISAN_NM: Type.String(),
  SHOHIN_NM: Type.String(),
  COLOR_NM: Type.String(),
  specification: Type.String(),
  BIKO: Type.String({ description: "the buyer's remarks" }),
  IRI_SU: Type.Integer(),
  KUCHI_SU: Type.Integer(),
  UNIT_PRICE: Type.Integer({ description: 'the wanted price (商談中), the counter price (再商談) or the agreed price (成立)' }),
  OLD_TANKA: Type.Integer(),
  LOT_UNIT_PRICE: Type.Integer({ description: "the lot's listed price now" }),
  remaining_quantity: Type.Integer(),
  SHODAN_STATUS: ShodanStatus,
  COMMENT: Type.String(),
  SALE_ID: Nullable(Type.Integer()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminNegotiation = Static<typeof AdminNegotiation>;

export const NegotiationPage = Paginated(AdminNegotiation);

export const NegotiationAnswer = Strict({
  SHODAN_STATUS: Type.Union([Type.Literal(NEGOTIATION_STATUS.agreed), Type.Literal(NEGOTIATION_STATUS.countered), Type.Literal(NEGOTIATION_STATUS.refused)]),
  UNIT_PRICE: Type.Optional(Count({ description: 'per-stem price: agreed (成立) or counter (再商談); default the current TANKA' })),
  KUCHI_SU: Type.Optional(Count({ description: 'packages; default the asked KUCHI_SU' })),
  COMMENT: Type.Optional(Type.String({ maxLength: 500 })),
});
export type NegotiationAnswer = Static<typeof NegotiationAnswer>;

export const NegotiationParams = Params({ negotiation_no: Type.Integer({ minimum: 1 }) });
