import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from 'shared';
import { LinkListPage } from './features/links/components/link-list-page';
import { adminMasterMessages as m } from './messages';

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/master/*. */
export default function AdminMasterRoutes() {
  return (
    <Routes>
      <Route path="admins/master/products" element={<ComingSoonPage title={m.productsTitle} />} />
      <Route path="admins/master/item" element={<ComingSoonPage title={m.itemTitle} />} />
      <Route path="admins/master/shipper" element={<ComingSoonPage title={m.shipperTitle} />} />
      <Route path="admins/master/purchaser" element={<ComingSoonPage title={m.purchaserTitle} />} />
      <Route path="admins/master/time" element={<ComingSoonPage title={m.timeTitle} />} />
      <Route path="admins/master/link" element={<LinkListPage />} />
      <Route path="admins/master/system_parameter" element={<ComingSoonPage title={m.systemParameterTitle} />} />
      <Route path="admins/master/log" element={<ComingSoonPage title={m.logTitle} />} />
    </Routes>
  );
}
