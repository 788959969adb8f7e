import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminListPage, formatDate, formatNumber, notifySuccess, SALE_KINDS, useListParams, type AdminListColumn, type ApiQuery, type ApiRow } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { salesApi } from '../api';
import { SaleDialog } from './sale-dialog';
import { SaleFilters } from './sale-filters';

type Sale = ApiRow<'/admins/sale'>;

const c = msg.columns;
const amount = (key: 'KUCHI_SU' | 'HA_SU' | 'SO_SU' | 'WEB_TANKA' | 'PRICE' | 'STOCK_SU', label: string): AdminListColumn<Sale> => ({
  key,
  label,
  align: 'right',
  render: (sale) => formatNumber(sale[key]),
});
const productOf = (sale: Sale) => [sale.SHOHIN_NM, sale.COLOR_NM, sale.specification].filter(Boolean).join(' ');
const purchaser = (sale: Sale) => `${sale.BAISAN_NM} ${sale.BAISAN_CD}-${sale.BAISAN_EDA}`;

const columns: AdminListColumn<Sale>[] = [
  { key: 'SALE_ID', label: c.no },
  { key: 'SALE_DATE', label: c.saleDate, render: (sale) => formatDate(sale.SALE_DATE), csv: (sale) => formatDate(sale.SALE_DATE) },
  { key: 'SALE_KBN', label: c.kind, render: (sale) => SALE_KINDS[sale.SALE_KBN], csv: (sale) => SALE_KINDS[sale.SALE_KBN] },
  { key: 'BAISAN_NM', label: c.purchaser, wrap: true, render: purchaser, csv: purchaser },
  { key: 'SHOHIN_NM', label: c.product, wrap: true, render: productOf, csv: productOf },
  { key: 'SHUKKASHA_NM', label: c.shipper, wrap: true },
  {
    key: 'NIUKE_NO',
    label: c.niukeNo,
    render: (sale) => `${sale.NIUKE_DEMPYO_NO}-${sale.NIUKE_NO}`,
    csv: (sale) => `${sale.NIUKE_DEMPYO_NO}-${sale.NIUKE_NO}`,
  },
  amount('KUCHI_SU', c.kuchiSu),
  amount('HA_SU', c.haSu),
  amount('SO_SU', c.soSu),
  amount('WEB_TANKA', c.tanka),
  amount('PRICE', c.price),
  amount('STOCK_SU', c.stockSu),
  { key: 'BIKO', label: c.biko, wrap: true },
];

const FILTERS = { SALE_KBN: '', SALE_DATE_FROM: '', SALE_DATE_TO: '', BAISAN_CD: '', BAISAN_EDA: '' };

/** /admins/transaction/sale: every sale line, newest first, with the totals of the filter; staff record, correct and delete. */
export function SaleListPage() {
  const list = useListParams({ per: 50, ...FILTERS });
  const args = list.requestParams as ApiQuery<'/admins/sale', 'get'>;
  const { data } = salesApi.useGetAdminSalesQuery(args);
  const [deleteSale] = salesApi.useDeleteSaleMutation();
  const [editing, setEditing] = useState<Sale | 'new' | null>(null);
  const m = msg.sale;
  return (
    <AdminListPage
      title={msg.saleTitle}
      list={list}
      endpoint={salesApi.endpoints.getAdminSales}
      columns={columns}
      rowKey={(sale) => sale.SALE_ID}
      csvFileName={msg.saleCsvFile}
      filters={
        <>
          <SaleFilters list={list} values={list.params} />
          {/* The totals of the whole filter, above the lines so they are seen first. */}
          {data ? (
            <Typography sx={{ alignSelf: 'center', fontWeight: 'bold' }} aria-label={m.totals}>
              {m.totals}:{' '}
              {m.totalLine(
                formatNumber(data.totals.KUCHI_SU),
                formatNumber(data.totals.HA_SU),
                formatNumber(data.totals.SO_SU),
                formatNumber(data.totals.PRICE),
              )}
            </Typography>
          ) : null}
        </>
      }
      onCreate={() => setEditing('new')}
      actions={{
        onEdit: (sale) => setEditing(sale),
        extra: (sale) =>
          sale.DELETABLE_FLG ? null : (
            <Button size="small" disabled>
              {m.notDeletable}
            </Button>
          ),
        onDelete: async (sale) => {
          await deleteSale(sale.SALE_ID).unwrap();
          notifySuccess(m.deleted);
        },
      }}
    >
      {editing ? <SaleDialog sale={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}
