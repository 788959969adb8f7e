import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AdminListPage, DATE_INPUT_MAX, formatDate, formatNumber, notifySuccess, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { reserveApi } from '../api';
import { FulfilDialog } from './fulfil-dialog';

type Reserve = ApiRow<'/admins/reserve'>;
const c = msg.columns;
const m = msg.reserve;
const STATUSES = Object.values(msg.reserveStatuses);

const columns: AdminListColumn<Reserve>[] = [
  { key: 'YOYAKU_NO', label: c.no },
  { key: 'STATUS', label: c.status },
  { key: 'SALE_DATE', label: c.saleDate, render: (y) => formatDate(y.SALE_DATE), csv: (y) => formatDate(y.SALE_DATE) },
  { key: 'YOYAKU_DATE', label: c.yoyakuDate },
  {
    key: 'BAISAN_NM',
    label: c.purchaser,
    render: (y) => `${y.BAISAN_NM} ${y.BAISAN_CD}-${y.BAISAN_EDA}`,
    csv: (y) => `${y.BAISAN_NM} ${y.BAISAN_CD}-${y.BAISAN_EDA}`,
  },
  { key: 'SHOHIN_NM', label: c.product },
  { key: 'COLOR_NM', label: c.color },
  { key: 'specification', label: c.specification },
  { key: 'KUCHI_SU', label: c.kuchiSu, align: 'right', render: (y) => formatNumber(y.KUCHI_SU) },
  { key: 'SO_SU', label: c.soSu, align: 'right', render: (y) => formatNumber(y.SO_SU) },
  { key: 'WEB_TANKA', label: c.priceRange, align: 'right' },
  { key: 'BIKO', label: c.biko, wrap: true },
];

/** /admins/transaction/reserve: buyers' next-order reservations; the market fulfils (注文) or cancels them. */
export function ReserveListPage() {
  const list = useListParams({ per: 50, SALE_DATE: '', BAISAN_CD: '', BAISAN_EDA: '', STATUS: '' });
  const [cancel] = reserveApi.useCancelReserveMutation();
  const [fulfilling, setFulfilling] = useState<Reserve | null>(null);
  const open = (y: Reserve) => y.STATUS === msg.reserveStatuses.open;
  return (
    <AdminListPage
      title={msg.reserveTitle}
      list={list}
      endpoint={reserveApi.endpoints.getAdminReserves}
      columns={columns}
      rowKey={(y) => y.YOYAKU_NO}
      csvFileName={msg.reserveCsvFile}
      filters={
        <>
          <TextField
            size="small"
            type="date"
            label={m.saleDate}
            value={list.params.SALE_DATE}
            onChange={(e) => list.setParams({ SALE_DATE: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
          />
          <TextField
            size="small"
            label={m.baisanCd}
            value={list.params.BAISAN_CD}
            onChange={(e) => list.setParams({ BAISAN_CD: e.target.value })}
            sx={{ width: 130 }}
          />
          <TextField
            size="small"
            label={m.baisanEda}
            value={list.params.BAISAN_EDA}
            onChange={(e) => list.setParams({ BAISAN_EDA: e.target.value })}
            sx={{ width: 90 }}
          />
          <TextField
            select
            size="small"
            label={m.status}
            value={list.params.STATUS}
            onChange={(e) => list.setParams({ STATUS: e.target.value })}
            sx={{ minWidth: 110 }}
          >
            <MenuItem value="">{msg.all}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      actions={{
        extra: (y) =>
          open(y) ? (
            <Button size="small" variant="contained" onClick={() => setFulfilling(y)} aria-label={`${m.fulfil} ${y.YOYAKU_NO}`}>
              {m.fulfil}
            </Button>
          ) : null,
        onDelete: async (y) => {
          await cancel(y.YOYAKU_NO).unwrap();
          notifySuccess(m.cancelled);
        },
      }}
    >
      {fulfilling ? <FulfilDialog reserve={fulfilling} onClose={() => setFulfilling(null)} /> : null}
    </AdminListPage>
  );
}
