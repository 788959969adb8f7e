import type { Queryable } from '../../../db/types';

export async function insertStreamTicket(db: Queryable, ticketHash: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query('DELETE FROM stream_tickets WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO stream_tickets (ticket_hash, token_hash, expires_at) VALUES ($1, $2, $3)', [ticketHash, tokenHash, expiresAt]);
}

/** Uses the ticket up: the token hash it was issued for, or null (unknown, used or expired). */
export async function takeStreamTicket(db: Queryable, ticketHash: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ token_hash: string; expires_at: Date }>(
    'DELETE FROM stream_tickets WHERE ticket_hash = $1 RETURNING token_hash, expires_at',
    [ticketHash],
  );
  const row = rows[0];
  return row && row.expires_at.getTime() > now.getTime() ? row.token_hash : null;
}
