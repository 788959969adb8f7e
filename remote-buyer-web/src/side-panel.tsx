import { CancellableSummary } from './features/cancel/components/cancellable-summary';
import { OpenNegotiationsSummary } from './features/negotiation/components/open-negotiations-summary';
import { SidePanelView } from './features/side-panel/components/side-panel-view';

/** Exposed as './side-panel': the user-side panel the shell shows on every /web path (spec §2). */
export default function SidePanel() {
  return <SidePanelView cancellable={<CancellableSummary />} negotiations={<OpenNegotiationsSummary />} />;
}
