import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AdminListPage, formatDateTime, formatNumber, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { negotiationsApi } from '../api';
import { AnswerDialog } from './answer-dialog';

type Negotiation = ApiRow<'/admins/negotiations'>;

const c = msg.columns;
const st = msg.negotiationStatuses;
const STATUSES = [st.open, st.countered, st.agreed, st.refused] as const;
const OPEN = new Set<string>([st.open, st.countered]);
const STATUS_COLOR = { [st.open]: 'warning', [st.countered]: 'info', [st.agreed]: 'success', [st.refused]: 'default' } as const;

const productOf = (n: Negotiation) => [n.SHOHIN_NM, n.COLOR_NM, n.specification].filter(Boolean).join(' ');

const columns: AdminListColumn<Negotiation>[] = [
  { key: 'negotiation_no', label: c.no },
  { key: 'SHODAN_STATUS', label: c.status, render: (n) => <Chip size="small" label={n.SHODAN_STATUS} color={STATUS_COLOR[n.SHODAN_STATUS]} /> },
  { key: 'SALE_DATE', label: c.saleDate },
  {
    key: 'BAISAN_NM',
    label: c.purchaser,
    wrap: true,
    render: (n) => `${n.BAISAN_NM} ${n.BAISAN_CD}-${n.BAISAN_EDA}`,
    csv: (n) => `${n.BAISAN_NM} ${n.BAISAN_CD}-${n.BAISAN_EDA}`,
  },
  { key: 'SHOHIN_NM', label: c.product, wrap: true, render: productOf, csv: productOf },
  { key: 'SHUKKASHA_NM', label: c.shipper, wrap: true },
  { key: 'KUCHI_SU', label: c.kuchiSu, align: 'right' },
  { key: 'UNIT_PRICE', label: c.wantedPrice, align: 'right', render: (n) => formatNumber(n.UNIT_PRICE) },
  { key: 'LOT_UNIT_PRICE', label: c.lotPrice, align: 'right', render: (n) => formatNumber(n.LOT_UNIT_PRICE) },
  { key: 'BIKO', label: c.biko, wrap: true },
  { key: 'COMMENT', label: c.comment, wrap: true },
  { key: 'updated_at', label: c.answeredAt, render: (n) => formatDateTime(n.updated_at), csv: (n) => formatDateTime(n.updated_at) },
];

/** /admins/transaction/negotiation: buyers' 商談, open ones first; the market answers them. */
export function NegotiationListPage() {
  const list = useListParams({ per: 50, SHODAN_STATUS: '' });
  const [answering, setAnswering] = useState<Negotiation | null>(null);
  return (
    <AdminListPage
      title={msg.negotiationTitle}
      list={list}
      endpoint={negotiationsApi.endpoints.getAdminNegotiations}
      columns={columns}
      rowKey={(n) => n.negotiation_no}
      suspendedSwitch={false}
      csvFileName={msg.negotiationCsvFile}
      filters={
        <TextField
          select
          size="small"
          label={msg.negotiation.status}
          value={list.params.SHODAN_STATUS}
          onChange={(event) => list.setParams({ SHODAN_STATUS: event.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{msg.all}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
      }
      actions={{
        extra: (n) =>
          OPEN.has(n.SHODAN_STATUS) ? (
            <Button size="small" variant="contained" onClick={() => setAnswering(n)} aria-label={`${msg.negotiation.answer} ${n.negotiation_no}`}>
              {msg.negotiation.answer}
            </Button>
          ) : null,
      }}
    >
      {answering ? <AnswerDialog negotiation={answering} onClose={() => setAnswering(null)} /> : null}
    </AdminListPage>
  );
}
