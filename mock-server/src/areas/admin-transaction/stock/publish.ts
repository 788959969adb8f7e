import type { StockChange } from '../../../events/live-stock';
import { publishMarketEvent, type MarketEventInput } from '../../../events/market-events';
import type { AdminTransactionDeps } from '../deps';

/**
 * A lot's new stock for open buyer listings; `listing_changed` says more than the stock moved
 * (price, flags, texts), so a listing showing the lot reloads it; `negotiation_changed` says a
 * negotiation on the lot was answered, so buyers' negotiation lists reload.
 */
export type LotChange = StockChange & { listing_changed?: boolean; negotiation_changed?: boolean };

/** After commit: the event reaches the audience's open pages and bells (events/market-events.ts). Never fails. */
export function announce(deps: AdminTransactionDeps, event: MarketEventInput): Promise<void> {
  return publishMarketEvent(deps.db, deps.clock.now(), event);
}

/** After commit: open buyer listings redraw the lots that changed. Never fails the change. */
export async function publishStock(deps: AdminTransactionDeps, changes: readonly (LotChange | null)[]): Promise<void> {
  const real = changes.filter((c): c is LotChange => c !== null);
  if (real.length) await deps.liveStock.publish(real).catch(() => undefined);
}
