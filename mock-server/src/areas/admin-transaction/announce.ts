import { publishMarketEvent, type MarketEventInput } from '../../events/market-events';
import type { AdminTransactionDeps } from './deps';

/** After commit: the event reaches the audience's open pages and bells (events/market-events.ts). Never fails. */
export function announce(deps: AdminTransactionDeps, event: MarketEventInput): Promise<void> {
  return publishMarketEvent(deps.db, deps.clock.now(), event);
}
