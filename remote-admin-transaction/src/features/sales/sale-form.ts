import * as yup from 'yup';
import type { FormProblem } from '../../common/form-problem';
import { adminTransactionMessages as msg } from '../../messages';

const m = msg.sale;

export interface SaleFormValues {
  SALE_KBN: '1' | '2' | '3';
  NIUKE_DEMPYO_NO: string;
  NIUKE_NO: string;
  BAISAN_CD: string;
  BAISAN_EDA: string;
  KUCHI_SU: string;
  HA_SU: string;
  TANKA: string;
  BIKO: string;
}

const count = yup.string().matches(/^\d{0,9}$/, m.numbers);

const required = (label: string) => yup.string().trim().required(m.required(label));

/** A new sale names its lot and buyer; a correction only its figures. */
export const saleFormSchema = (creating: boolean) =>
  yup.object({
    NIUKE_DEMPYO_NO: creating ? required(m.dempyoNo) : yup.string(),
    NIUKE_NO: creating ? required(m.niukeNo) : yup.string(),
    BAISAN_CD: creating ? required(m.baisanCd) : yup.string(),
    BAISAN_EDA: creating ? required(m.baisanEda) : yup.string(),
    KUCHI_SU: count,
    HA_SU: count,
    TANKA: count.required(m.required(m.tanka)),
  });

const ORDER = ['NIUKE_DEMPYO_NO', 'NIUKE_NO', 'BAISAN_CD', 'BAISAN_EDA', 'KUCHI_SU', 'HA_SU', 'TANKA'] as const;

/** The first problem in the order of the form (yup alone would not keep that order). */
export function firstSaleError(values: SaleFormValues, creating: boolean): FormProblem | null {
  const schema = saleFormSchema(creating);
  for (const field of ORDER) {
    try {
      schema.validateSyncAt(field, values);
    } catch (error) {
      return { field, message: error instanceof yup.ValidationError ? error.message : m.numbers };
    }
  }
  return Number(values.KUCHI_SU || 0) + Number(values.HA_SU || 0) === 0 ? { field: 'KUCHI_SU', message: m.needsQuantity } : null;
}
