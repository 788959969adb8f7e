import { publishMarketEvent } from '../../../events/market-events';
import type { BuyerWebDeps } from '../deps';
import { buyerWebMessages as msg } from '../messages';
import { negotiationAsker } from './negotiation-repository';

/**
 * Every negotiation a branch asks for (its committed row: migration 033's fact) reaches the
 * administrators' screens and bells at once.
 */
export function announceNegotiationsAsked(deps: BuyerWebDeps): void {
  deps.marketFacts.on('negotiation_asked', async ({ negotiationNo }) => {
    const asker = await negotiationAsker(deps.db, negotiationNo);
    if (!asker) return;
    await publishMarketEvent(deps.db, deps.clock.now(), {
      audience: { to: 'admins' },
      kind: 'negotiation_new',
      data: { negotiation_no: negotiationNo, id: asker.web_item_id },
      notice: { title: msg.newNegotiationNotice(asker.BAISAN_NM, asker.product_name), link: '/admins/transaction/negotiation' },
      source: `negotiation_new:${negotiationNo}`,
    });
  });
}
