import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared';
import { NegotiationListPage } from './features/negotiations/components/negotiation-list-page';
import { ReceivingListPage } from './features/receiving/components/receiving-list-page';
import { SaleListPage } from './features/sales/components/sale-list-page';
import { adminTransactionMessages as m } from './messages';

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/transaction/*. */
export default function AdminTransactionRoutes() {
  return (
    <Routes>
      <Route path="admins/transaction/sale" element={<SaleListPage />} />
      <Route path="admins/transaction/reserve" element={<ComingSoonPage title={m.reserveTitle} />} />
      <Route path="admins/transaction/receiving" element={<ReceivingListPage />} />
      <Route path="admins/transaction/negotiation" element={<NegotiationListPage />} />
    </Routes>
  );
}
