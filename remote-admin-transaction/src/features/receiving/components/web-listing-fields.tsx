import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { TIME_OPTIONS } from 'shared';
import { problemProps, type FormProblem } from '../../../common/form-problem';
import { adminTransactionMessages as msg } from '../../../messages';
import type { ReceivingFormValues } from '../web-listing-form';

const m = msg.receiving;
type Flag = 'is_web_open' | 'BUY_PERMIT_FLG' | 'YOYAKU_PERMIT_FLG' | 'is_negotiable' | 'recommended_flag' | 'suspend_flg';
type Text = Exclude<keyof ReceivingFormValues, Flag | 'listed'>;

/** The web listing of a lot: price, quantities, flags, recommended price, hours, tiers and texts. */
export function WebListingFields({ formik, problem }: { formik: FormikProps<ReceivingFormValues>; problem: FormProblem | null }) {
  const text = (name: Text, label: string, options: { number?: boolean; multiline?: boolean; full?: boolean; type?: string } = {}) => (
    <Grid size={{ xs: 12, sm: options.full ? 12 : 6, md: options.full ? 12 : 4 }}>
      <TextField
        name={name}
        label={label}
        value={formik.values[name]}
        onChange={formik.handleChange}
        {...problemProps(problem, name)}
        fullWidth
        size="small"
        multiline={options.multiline}
        minRows={options.multiline ? 2 : undefined}
        type={options.type ?? (options.number ? 'number' : 'text')}
        slotProps={{
          inputLabel: options.type ? { shrink: true } : undefined,
          htmlInput: options.number ? { min: 0, step: 1, inputMode: 'numeric' } : undefined,
        }}
      />
    </Grid>
  );
  const flag = (name: Flag, label: string) => (
    <FormControlLabel control={<Switch name={name} checked={formik.values[name]} onChange={formik.handleChange} />} label={label} />
  );
  return (
    <Grid container spacing={2}>
      {text('unit_price', m.unitPrice, { number: true })}
      {text('remaining_quantity', m.remaining, { number: true })}
      {text('max_quantity', m.maxQuantity, { number: true })}
      <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {flag('is_web_open', m.isWebOpen)}
        {flag('BUY_PERMIT_FLG', m.buyPermit)}
        {flag('YOYAKU_PERMIT_FLG', m.yoyakuPermit)}
        {flag('is_negotiable', m.negotiable)}
        {flag('recommended_flag', m.recommended)}
        {flag('suspend_flg', m.suspend)}
      </Grid>
      {text('recommended_unit_price', m.recommendedPrice, { number: true })}
      {text('recommended_start_time', m.recommendedStart, { type: 'datetime-local' })}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField select name="open_hour" label={m.openHour} value={formik.values.open_hour} onChange={formik.handleChange} fullWidth size="small">
          <MenuItem value="">{m.noOpenHour}</MenuItem>
          {TIME_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {text('bundles', m.bundles, { multiline: true, full: true })}
      {text('discount_details', m.discountDetails, { multiline: true, full: true })}
      {text('notice', m.notice, { full: true })}
      {text('remarks', m.remarks, { multiline: true, full: true })}
    </Grid>
  );
}
