/**
 * Who an event reaches: every buyer, the accounts of one branch only, or the administrators.
 * A branch's event never reaches another branch.
 */
export type Audience = { to: 'buyers' } | { to: 'branch'; branchId: number } | { to: 'admins' };

/** What a publisher hands in: publishMarketEvent(db, now, { audience, kind, data, notice, source }). */
export interface MarketEventInput {
  audience: Audience;
  /** What happened, e.g. 'ticker_changed', 'negotiation_answered' (the client's caches follow it). */
  kind: string;
  /** Ids and states only (never another branch's data); the client reloads what it shows. */
  data?: Record<string, unknown>;
  /**
   * Present: the event is also a notification in the bell's list, with a Japanese sentence and
   * the app path it links to; `important` ones also show a toast.
   */
  notice?: { title: string; link: string; important?: boolean };
  /**
   * The committed fact the event tells, with its audience (e.g. 'purchase_request:12:承認済:branch'):
   * every process hears every fact (events/market-facts.ts), and an event of one source is stored once.
   */
  source?: string;
}

/** A stored event as the stream sends it (`data:` of `event: market`, `id:` its id). */
export interface MarketEvent {
  id: number;
  audience: Audience;
  kind: string;
  data: Record<string, unknown>;
  title: string | null;
  link: string | null;
  important: boolean;
  created_at: string;
}
