import type { StockChange } from '../../../services/buyer-web/live-stock';
import type { AdminTransactionDeps } from '../deps';

/** After commit: open buyer listings redraw the lots whose stock moved. Never fails the change. */
export async function publishStock(deps: AdminTransactionDeps, changes: readonly (StockChange | null)[]): Promise<void> {
  const real = changes.filter((c): c is StockChange => c !== null);
  if (real.length) await deps.liveStock.publish(real).catch(() => undefined);
}
