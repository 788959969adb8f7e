import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../../../messages';
import type { SaleBranch } from '../types';

const t = messages.sale;

/** The head branch's switch between its purchaser's branches. */
export function BranchSelect({ branches, value, onChange }: { branches: readonly SaleBranch[]; value: string; onChange: (branchNumber: string) => void }) {
  return (
    <TextField select size="small" label={t.branch} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 220 }}>
      {branches.map((b) => (
        <MenuItem key={b.branch_number} value={b.branch_number}>
          {t.branchLabel(b.branch_number, b.branch_name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
