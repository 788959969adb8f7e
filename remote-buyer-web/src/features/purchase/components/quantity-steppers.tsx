import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { messages } from '../../../page-messages';

type Props = { unit: string; value: number; max: number; disabled: boolean; onStep: (next: number) => void };

/** The − and + of a quantity field at phone widths: one step, never below 0 nor above what can be bought. */
export function quantitySteppers({ unit, value, max, disabled, onStep }: Props) {
  const s = messages.purchase.stepper;
  return {
    startAdornment: (
      <InputAdornment position="start">
        <IconButton aria-label={s.less(unit)} disabled={disabled || value <= 0} onClick={() => onStep(Math.max(0, Math.min(max, value - 1)))} edge="start">
          <Remove />
        </IconButton>
      </InputAdornment>
    ),
    endAdornment: (
      <InputAdornment position="end">
        <IconButton aria-label={s.more(unit)} disabled={disabled || value >= max} onClick={() => onStep(Math.min(max, value + 1))} edge="end">
          <Add />
        </IconButton>
      </InputAdornment>
    ),
  };
}
