import TextField from '@mui/material/TextField';
import { AdminListPage, DATE_INPUT_MAX, formatDate, formatNumber, PAGE_SIZE, SALE_KINDS, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminTransactionMessages as m } from '../../../messages';
import { salesApi } from '../api';

type Sale = ApiRow<'/admins/sale'>;

const c = m.columns;
const amount = (key: 'KUCHI_SU' | 'SO_SU' | 'WEB_TANKA' | 'PRICE', label: string): AdminListColumn<Sale> => ({
  key,
  label,
  align: 'right',
  render: (sale) => formatNumber(sale[key]),
});

const columns: AdminListColumn<Sale>[] = [
  { key: 'SALE_DATE', label: c.saleDate, render: (sale) => formatDate(sale.SALE_DATE), csv: (sale) => formatDate(sale.SALE_DATE) },
  { key: 'SALE_KBN', label: c.kind, render: (sale) => SALE_KINDS[sale.SALE_KBN] ?? sale.SALE_KBN, csv: (sale) => SALE_KINDS[sale.SALE_KBN] ?? sale.SALE_KBN },
  { key: 'BAISAN_NM', label: c.purchaser, render: (sale) => `${sale.BAISAN_NM} ${sale.BAISAN_EDA}`, csv: (sale) => `${sale.BAISAN_NM} ${sale.BAISAN_EDA}` },
  { key: 'SHOHIN_NM', label: c.product },
  { key: 'COLOR_NM', label: c.color },
  { key: 'SHUKKASHA_NM', label: c.shipper },
  amount('KUCHI_SU', c.kuchiSu),
  amount('SO_SU', c.soSu),
  amount('WEB_TANKA', c.tanka),
  amount('PRICE', c.price),
];

/** /admins/transaction/sale: sales (a minimal first view; the sales feature replaces it). */
export function SaleListPage() {
  const list = useListParams({ per: PAGE_SIZE.news, SALE_DATE: '' });
  return (
    <AdminListPage
      title={m.saleTitle}
      list={list}
      endpoint={salesApi.endpoints.getAdminSales}
      columns={columns}
      rowKey={(sale) => sale.SALE_ID}
      csvFileName={m.saleCsvFile}
      filters={
        <TextField
          size="small"
          type="date"
          label={c.saleDate}
          value={list.params.SALE_DATE}
          onChange={(event) => list.setParams({ SALE_DATE: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
        />
      }
    />
  );
}
