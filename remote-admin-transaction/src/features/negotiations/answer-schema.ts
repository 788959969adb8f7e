import * as yup from 'yup';
import type { FormProblem } from '../../common/form-problem';
import { adminTransactionMessages as m } from '../../messages';

const st = m.negotiationStatuses;
export const ANSWER_STATUSES = [st.agreed, st.countered, st.refused] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export interface AnswerValues {
  SHODAN_STATUS: AnswerStatus;
  UNIT_PRICE: string;
  KUCHI_SU: string;
  COMMENT: string;
}

const wholeNumber = yup
  .string()
  .required(m.negotiation.required)
  .matches(/^\d{1,9}$/, m.negotiation.numbers);

/** The answer form: price and packages are whole numbers ≥ 0; 成立 sells at least one package. */
export const answerSchema = yup.object({
  SHODAN_STATUS: yup
    .mixed<AnswerStatus>()
    .oneOf([...ANSWER_STATUSES])
    .required(),
  UNIT_PRICE: wholeNumber,
  KUCHI_SU: wholeNumber.test('packages', m.negotiation.closeNeedsPackages, function check(value) {
    return this.parent.SHODAN_STATUS !== st.agreed || Number(value) >= 1;
  }),
  COMMENT: yup.string().max(500),
});

/** The first problem of the form, one message at a time (null when it can be sent). */
export function firstAnswerError(values: AnswerValues): FormProblem | null {
  for (const field of ['UNIT_PRICE', 'KUCHI_SU', 'COMMENT'] as const) {
    try {
      answerSchema.validateSyncAt(field, values);
    } catch (error) {
      return { field, message: error instanceof yup.ValidationError ? error.message : m.negotiation.required };
    }
  }
  return null;
}
