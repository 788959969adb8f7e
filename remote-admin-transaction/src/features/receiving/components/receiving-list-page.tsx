import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import {
  AdminListPage,
  formatDate,
  formatNumber,
  notifySuccess,
  PAGE_SIZE,
  SALE_KINDS,
  useListParams,
  type AdminListColumn,
  type ApiQuery,
  type ApiRow,
} from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { receivingApi } from '../api';
import { ReceivingEditDialog } from './receiving-edit-dialog';
import { ReceivingFilters } from './receiving-filters';
import { ReceivingImportDialog } from './receiving-import-dialog';
import { ReceivingPhotoDialog } from './receiving-photo-dialog';

type Receiving = ApiRow<'/admins/receiving'>;

const c = msg.columns;
const m = msg.receiving;
const saleLines = (r: Receiving) =>
  r.SALES.map((s) => m.saleLine(SALE_KINDS[s.SALE_KBN], `${s.BAISAN_CD}-${s.BAISAN_EDA}`, formatNumber(s.KUCHI_SU), formatNumber(s.PRICE))).join(' / ');
const webPrice = (r: Receiving) => (!r.web ? m.notListed : r.web.unit_price === 0 ? m.undecided : m.listed(formatNumber(r.web.unit_price)));

const keyOf = (r: Receiving) => `${r.NIUKE_DEMPYO_NO}-${r.NIUKE_NO}`;
const productOf = (r: Receiving) => [r.SHOHIN_NM, r.COLOR_NM, r.specification].filter(Boolean).join(' ');

const columns: AdminListColumn<Receiving>[] = [
  { key: 'SALE_DATE', label: c.saleDate, sortKey: 'SALE_DATE', render: (r) => formatDate(r.SALE_DATE), csv: (r) => formatDate(r.SALE_DATE) },
  { key: 'NIUKE_DEMPYO_NO', label: c.dempyoNo, sortKey: 'NIUKE_DEMPYO_NO', render: keyOf, csv: keyOf },
  { key: 'SHUKKASHA_NM', label: c.shipper, sortKey: 'SHUKKASHA_NM', wrap: true },
  { key: 'ITEM_NM', label: c.item, sortKey: 'ITEM_NM' },
  { key: 'SHOHIN_NM', label: c.product, sortKey: 'SHOHIN_NM', wrap: true, render: productOf, csv: productOf },
  { key: 'IRI_SU', label: c.iriSu, align: 'right' },
  { key: 'STOCK_SU', label: c.stockSu, align: 'right', sortKey: 'STOCK_SU' },
  { key: 'SO_SU', label: c.soSu, align: 'right' },
  { key: 'web', label: c.web, align: 'right', render: webPrice, csv: (r) => r.web?.unit_price ?? '' },
  {
    key: 'remaining',
    label: c.remaining,
    align: 'right',
    render: (r) => (r.web ? formatNumber(r.web.remaining_quantity) : '-'),
    csv: (r) => r.web?.remaining_quantity ?? '',
  },
  {
    key: 'SALES',
    label: c.sales,
    render: (r) =>
      r.SALES.length ? (
        <Tooltip title={saleLines(r)}>
          <span>{m.salesCount(r.SALES.length)}</span>
        </Tooltip>
      ) : (
        '-'
      ),
    csv: saleLines,
  },
  { key: 'TANTOSHA_NM', label: c.tantosha, sortKey: 'TANTOSHA_NM' },
  { key: 'BIKO', label: c.biko, wrap: true },
];

const FILTERS = { SALE_DATE: '', category: '', ITEM_NM: '', SHOHIN_NM: '', SHUKKASHA_NM: '', TANTOSHA_NM: '' };

/** /admins/transaction/receiving: the day's lots: stock, web listing and price, photos, arrival CSV. */
export function ReceivingListPage() {
  const list = useListParams({ per: PAGE_SIZE.receiving, ...FILTERS });
  const [deleteReceiving] = receivingApi.useDeleteReceivingMutation();
  const [editing, setEditing] = useState<Receiving | null>(null);
  // The photo dialog reads its row from the latest page, so saved photos show their new URLs.
  const [photos, setPhotos] = useState<string | null>(null);
  const { data } = receivingApi.useGetAdminReceivingsQuery(list.requestParams as ApiQuery<'/admins/receiving', 'get'>);
  const photoRow = photos ? data?.datas.find((r) => keyOf(r) === photos) : undefined;
  const [importing, setImporting] = useState(false);
  return (
    <AdminListPage
      title={msg.receivingTitle}
      list={list}
      endpoint={receivingApi.endpoints.getAdminReceivings}
      columns={columns}
      rowKey={keyOf}
      isSuspended={(r) => r.SUSPEND_FLG}
      csvFileName={msg.receivingCsvFile}
      perOptions={[50, 100, 150]}
      filters={<ReceivingFilters list={list} values={list.params} />}
      headerActions={
        <Button variant="outlined" onClick={() => setImporting(true)}>
          {m.import}
        </Button>
      }
      actions={{
        onEdit: (r) => setEditing(r),
        onDelete: async (r) => {
          await deleteReceiving({ NIUKE_DEMPYO_NO: r.NIUKE_DEMPYO_NO, NIUKE_NO: r.NIUKE_NO }).unwrap();
          notifySuccess(m.deleted);
        },
        extra: (r) => (
          <Button size="small" aria-label={`${m.photos} ${r.NIUKE_DEMPYO_NO}-${r.NIUKE_NO}`} onClick={() => setPhotos(keyOf(r))}>
            {m.photos}
          </Button>
        ),
      }}
    >
      {editing ? <ReceivingEditDialog receiving={editing} onClose={() => setEditing(null)} /> : null}
      {photoRow ? <ReceivingPhotoDialog receiving={photoRow} onClose={() => setPhotos(null)} /> : null}
      {importing ? <ReceivingImportDialog onClose={() => setImporting(false)} /> : null}
    </AdminListPage>
  );
}
