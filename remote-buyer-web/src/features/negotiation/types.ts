import type { BuyerNegotiation } from 'shared';

/** GET /users/negotiation row: spec §3 "Negotiation (buyer)" plus the lot it is about. */
export interface BuyerNegotiationRow extends BuyerNegotiation {
  id: number;
  KUCHI_SU: number;
  BIKO: string;
  shipment_provider_name: string;
  product_name: string;
  color: string;
  specification: string;
  quantity_per_package: number;
  sale_date: string;
  created_at: string;
  updated_at: string;
  /** A 成立 already bought at its price (POST /users/negotiation/buy). */
  purchased?: boolean;
}

