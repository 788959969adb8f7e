import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_INPUT_MAX, SALE_KINDS, type AdminListState } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';

const m = msg.sale;

export interface SaleFilterValues {
  SALE_KBN: string;
  SALE_DATE_FROM: string;
  SALE_DATE_TO: string;
  BAISAN_CD: string;
  BAISAN_EDA: string;
}

/** Kind, a date range and the purchaser (code and branch) of the sales list. */
export function SaleFilters({ list, values }: { list: Pick<AdminListState, 'setParams'>; values: SaleFilterValues }) {
  const date = (key: 'SALE_DATE_FROM' | 'SALE_DATE_TO', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={values[key]}
      onChange={(e) => list.setParams({ [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
    />
  );
  return (
    <>
      <TextField
        select
        size="small"
        label={m.kindFilter}
        value={values.SALE_KBN}
        onChange={(e) => list.setParams({ SALE_KBN: e.target.value })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{msg.all}</MenuItem>
        {Object.entries(SALE_KINDS).map(([kbn, name]) => (
          <MenuItem key={kbn} value={kbn}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {date('SALE_DATE_FROM', m.from)}
      {date('SALE_DATE_TO', m.to)}
      <TextField size="small" label={m.baisanCd} value={values.BAISAN_CD} onChange={(e) => list.setParams({ BAISAN_CD: e.target.value })} sx={{ width: 130 }} />
      <TextField
        size="small"
        label={m.baisanEda}
        value={values.BAISAN_EDA}
        onChange={(e) => list.setParams({ BAISAN_EDA: e.target.value })}
        sx={{ width: 90 }}
      />
    </>
  );
}
