import * as yup from 'yup';
import { messages } from '../../messages';
import type { SettingBranch } from './types';

const t = messages.setting;

/** What the form edits: the rate as typed (text), so an empty or odd entry can be told apart. */
interface SettingFormBranch extends Omit<SettingBranch, 'sell_margin_rate'> {
  sell_margin_rate: string;
}

export interface SettingFormValues {
  branches: SettingFormBranch[];
}

// The database keeps numeric(5,2) between 0 and 100; the server checks the same.
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

export const settingSchema = yup.object({
  branches: yup
    .array()
    .of(
      yup.object({
        branch_number: yup.string().required(),
        branch_name: yup.string(),
        sell_margin_rate: yup
          .number()
          .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
          .typeError(t.rateNumber)
          .required(t.rateRequired)
          .min(0, t.rateRange)
          .max(100, t.rateRange)
          .test('two-decimals', t.rateDecimals, function twoDecimals(value) {
            if (value == null) return true;
            return TWO_DECIMALS.test(String(this.originalValue).trim());
          }),
        purchase_approval: yup.boolean().required(),
      }),
    )
    .required(),
});

export function toFormValues(branches: readonly SettingBranch[]): SettingFormValues {
  return { branches: branches.map((b) => ({ ...b, sell_margin_rate: String(b.sell_margin_rate) })) };
}

export function fromFormValues(values: SettingFormValues): SettingBranch[] {
  return values.branches.map((b) => ({ ...b, sell_margin_rate: Number(b.sell_margin_rate.trim()) }));
}
