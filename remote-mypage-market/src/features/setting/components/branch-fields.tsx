import { getIn, useFormikContext } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HEAD_BRANCH_NUMBER } from 'shared';
import { messages } from '../../../messages';
import type { SettingFormValues } from '../setting-schema';

const t = messages.setting;

/** The margin rate of branch `index`, with its error under it once touched. */
export function RateField({ index }: { index: number }) {
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<SettingFormValues>();
  const branch = values.branches[index];
  const name = `branches.${index}.sell_margin_rate`;
  const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
  return (
    <TextField
      name={name}
      value={branch.sell_margin_rate}
      onChange={handleChange}
      onBlur={handleBlur}
      size="small"
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'aria-label': messages.common.of(`${branch.branch_number} ${branch.branch_name}`, t.sellMarginRate) },
      }}
      sx={{ maxWidth: 160 }}
    />
  );
}

/**
 * Whether branch `index`'s purchases need the head branch's approval. The head branch itself
 * is not offered the choice: it approves, and nobody could approve its own requests.
 */
export function ApprovalSwitch({ index }: { index: number }) {
  const { values, setFieldValue } = useFormikContext<SettingFormValues>();
  const branch = values.branches[index];
  if (branch.branch_number === HEAD_BRANCH_NUMBER) {
    return (
      <Typography variant="body2" sx={{ py: 1 }}>
        {t.headBranchNoApproval}
      </Typography>
    );
  }
  return (
    <FormControlLabel
      control={
        <Switch
          checked={branch.purchase_approval}
          onChange={(e) => void setFieldValue(`branches.${index}.purchase_approval`, e.target.checked)}
          slotProps={{ input: { 'aria-label': messages.common.of(`${branch.branch_number} ${branch.branch_name}`, t.purchaseApproval) } }}
        />
      }
      label={branch.purchase_approval ? t.approvalRequired : t.approvalNotRequired}
      sx={{ whiteSpace: 'nowrap' }}
    />
  );
}
