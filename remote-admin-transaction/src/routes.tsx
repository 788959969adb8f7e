import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared';
import { NegotiationListPage } from './features/negotiations/components/negotiation-list-page';
import { ReceivingListPage } from './features/receiving/components/receiving-list-page';
import { ReserveListPage } from './features/reserve/components/reserve-list-page';
import { SaleListPage } from './features/sales/components/sale-list-page';

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/transaction/*. */
export default function AdminTransactionRoutes() {
  return (
    <Routes>
      <Route path="admins/transaction/sale" element={<SaleListPage />} />
      <Route path="admins/transaction/reserve" element={<ReserveListPage />} />
      <Route path="admins/transaction/receiving" element={<ReceivingListPage />} />
      <Route path="admins/transaction/negotiation" element={<NegotiationListPage />} />
      <Route path="*" element={<NotFoundPage home="/admins/transaction/receiving" />} />
    </Routes>
  );
}
