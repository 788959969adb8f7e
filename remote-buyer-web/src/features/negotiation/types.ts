import type { BuyerNegotiation } from '../../buyer-types';

/** GET /users/negotiation row: spec §3 "Negotiation (buyer)" plus the lot it is about (the generated contract). */
export type BuyerNegotiationRow = BuyerNegotiation;
