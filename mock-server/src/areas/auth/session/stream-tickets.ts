import type { Queryable } from '../../../db/types';
import { hashToken, newToken } from '../tokens';
import { insertStreamTicket, takeStreamTicket } from './stream-ticket-repository';

/** How long a stream ticket can be redeemed after it was issued. */
export const STREAM_TICKET_TTL_MS = 30_000;

/**
 * Short-lived, single-use tickets for the live-stock stream. EventSource cannot send headers,
 * so the stream's URL carries a credential; a ticket is useless once redeemed or 30 s after
 * issue, so a URL that ends up in a log or a proxy's history opens nothing. Kept in the
 * database (hashes only), so any server process of the market can redeem it.
 */
export async function issueStreamTicket(db: Queryable, tokenHash: string, now: Date): Promise<string> {
  const ticket = newToken();
  await insertStreamTicket(db, hashToken(ticket), tokenHash, new Date(now.getTime() + STREAM_TICKET_TTL_MS), now);
  return ticket;
}

/** The session token hash the ticket was issued for, or null (unknown, used or expired). */
export function redeemStreamTicket(db: Queryable, ticket: string, now: Date): Promise<string | null> {
  return takeStreamTicket(db, hashToken(ticket), now);
}
