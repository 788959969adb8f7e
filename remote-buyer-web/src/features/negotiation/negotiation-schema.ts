import * as yup from 'yup';
import { messages } from '../../page-messages';

export interface NegotiationValues {
  KUCHI_SU: number | '';
  TANKA: number | '';
  BIKO: string;
}

export const emptyNegotiation: NegotiationValues = { KUCHI_SU: '', TANKA: '', BIKO: '' };

const m = messages.negotiation;

// spec §5: numbers with minimum 0, both required with one shared message.
const wanted = yup
  .number()
  .transform((value, original) => (original === '' || original === null || original === undefined ? undefined : value))
  .typeError(m.min0)
  .required(m.required)
  .min(0, m.min0);

export const negotiationSchema = yup.object({
  // Whole numbers both: the server takes yen per stem in whole yen and refuses anything else.
  KUCHI_SU: wanted.integer(m.min0),
  TANKA: wanted.integer(m.min0),
  BIKO: yup.string().max(500),
});

/**
 * The first problem to tell the buyer, in the spec's order: no product, then the quantities.
 * Returns null when the form can be sent.
 */
export function firstNegotiationError(hasProduct: boolean, values: NegotiationValues): string | null {
  if (!hasProduct) return m.noProduct;
  // Both filled comes before the numbers, as on the server: one empty field is that message, whatever the other holds.
  if (values.KUCHI_SU === '' || values.TANKA === '') return m.required;
  try {
    negotiationSchema.validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : m.required;
  }
}
