import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared';
import { ItemListPage } from './features/items/components/item-list-page';
import { LinkListPage } from './features/links/components/link-list-page';
import { LogPage } from './features/logs/components/log-page';
import { ProductListPage } from './features/products/components/product-list-page';
import { PurchaserListPage } from './features/purchasers/components/purchaser-list-page';
import { ShipperListPage } from './features/shippers/components/shipper-list-page';
import { SystemParameterPage } from './features/system-parameters/components/system-parameter-page';
import { TimePage } from './features/time/components/time-page';

/** Exposed as './routes'. Paths are relative to the root; the shell mounts /admins/master/*. */
export default function AdminMasterRoutes() {
  return (
    <Routes>
      <Route path="admins/master/products" element={<ProductListPage />} />
      <Route path="admins/master/item" element={<ItemListPage />} />
      <Route path="admins/master/shipper" element={<ShipperListPage />} />
      <Route path="admins/master/purchaser" element={<PurchaserListPage />} />
      <Route path="admins/master/time" element={<TimePage />} />
      <Route path="admins/master/link" element={<LinkListPage />} />
      <Route path="admins/master/system_parameter" element={<SystemParameterPage />} />
      <Route path="admins/master/log" element={<LogPage />} />
      <Route path="*" element={<NotFoundPage home="/admins/master/products" />} />
    </Routes>
  );
}
