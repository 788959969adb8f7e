import { CancellableSummary } from './features/cancel/components/cancellable-summary';
import { CartSummary } from './features/cart/components/cart-summary';
import { useGetWebFiltersQuery } from './features/listing/api';
import { ApprovalSummary } from './features/purchase-request/components/approval-summary';
import { OpenNegotiationsSummary } from './features/negotiation/components/open-negotiations-summary';
import { SidePanelView } from './features/side-panel/components/side-panel-view';

/** Exposed as './side-panel': the user-side panel the shell shows on every /web path (spec §2). */
export default function SidePanel() {
  const { data } = useGetWebFiltersQuery();
  const rates = data ? { taxRate: data.tax_rate, saleRate: data.sale_rate } : undefined;
  return (
    <SidePanelView
      approval={<ApprovalSummary />}
      cart={<CartSummary rates={rates} />}
      cancellable={<CancellableSummary />}
      negotiations={<OpenNegotiationsSummary />}
    />
  );
}
