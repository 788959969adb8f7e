import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_INPUT_MAX, type AdminListState } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { receivingApi } from '../api';

const m = msg.receiving;

export interface ReceivingFilterValues {
  SALE_DATE: string;
  category: string;
  ITEM_NM: string;
  SHOHIN_NM: string;
  SHUKKASHA_NM: string;
  TANTOSHA_NM: string;
}

/** The receiving list's filters of spec §2, with choices from GET /admins/receiving/option. */
export function ReceivingFilters({ list, values }: { list: Pick<AdminListState, 'setParams'>; values: ReceivingFilterValues }) {
  const { data: options } = receivingApi.useGetReceivingOptionsQuery();
  const choice = (key: 'category' | 'ITEM_NM' | 'SHUKKASHA_NM' | 'TANTOSHA_NM', label: string, width = 150) => (
    <TextField select size="small" label={label} value={values[key]} onChange={(e) => list.setParams({ [key]: e.target.value })} sx={{ minWidth: width }}>
      <MenuItem value="">{msg.all}</MenuItem>
      {(options?.[key] ?? []).map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={m.saleDate}
        value={values.SALE_DATE}
        onChange={(e) => list.setParams({ SALE_DATE: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
      />
      {choice('category', m.category, 100)}
      {choice('ITEM_NM', m.item)}
      <TextField size="small" label={m.product} value={values.SHOHIN_NM} onChange={(e) => list.setParams({ SHOHIN_NM: e.target.value })} sx={{ width: 150 }} />
      {choice('SHUKKASHA_NM', m.shipper, 180)}
      {choice('TANTOSHA_NM', m.tantosha, 120)}
    </>
  );
}
