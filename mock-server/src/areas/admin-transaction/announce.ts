import { publishMarketEvent, type MarketEventInput } from '../../events/market-events';
import type { AdminTransactionDeps } from './deps';

/*
 * The events of this area are still published by hand, after commit, unlike those the change
 * feed tells (events/market-facts.ts): most are an administrator's act on rows buyers write the
 * same way, and the rows do not record who acted. A negotiation goes 成立 when the market agrees
 * and when the buyer accepts a counter offer; a sale line and a next order are cancelled by
 * setting cancelled_at, by the market or by the buyer. A trigger would tell the branch of its own
 * act as the market's answer. The favourite notices compare the listing before and after the save.
 * A reservation fulfilled and a sale corrected are the market's alone and could be told by the
 * feed; they stay with their siblings until the rows say who acted.
 */

/** After commit: the event reaches the audience's open pages and bells (events/market-events.ts). Never fails. */
export function announce(deps: AdminTransactionDeps, event: MarketEventInput): Promise<void> {
  return publishMarketEvent(deps.db, deps.clock.now(), event);
}
