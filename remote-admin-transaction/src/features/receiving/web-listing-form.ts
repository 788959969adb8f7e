import type { ApiRow } from 'shared';
import type { FormProblem } from '../../common/form-problem';
import { adminTransactionMessages as msg } from '../../messages';
import type { ReceivingChange } from './api';

type Receiving = ApiRow<'/admins/receiving'>;
const m = msg.receiving;

/** The edit form's values: text inputs hold strings, switches booleans. */
export interface ReceivingFormValues {
  STOCK_SU: string;
  BIKO: string;
  listed: boolean;
  unit_price: string;
  remaining_quantity: string;
  max_quantity: string;
  is_web_open: boolean;
  BUY_PERMIT_FLG: boolean;
  YOYAKU_PERMIT_FLG: boolean;
  is_negotiable: boolean;
  recommended_flag: boolean;
  recommended_unit_price: string;
  recommended_start_time: string;
  open_hour: string;
  discount_details: string;
  bundles: string;
  remarks: string;
  notice: string;
  suspend_flg: boolean;
}

const JAPAN_MS = 9 * 3600_000;
/** ISO instant → 'YYYY-MM-DDTHH:MM' in Japan time (datetime-local). */
export const toJapanLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + JAPAN_MS).toISOString().slice(0, 16) : '');
/** 'YYYY-MM-DDTHH:MM' in Japan time → ISO instant. */
export const fromJapanLocal = (local: string) => (local ? new Date(`${local}:00+09:00`).toISOString() : null);

export function formValuesOf(r: Receiving): ReceivingFormValues {
  const w = r.web;
  return {
    STOCK_SU: String(r.STOCK_SU),
    BIKO: r.BIKO,
    listed: w !== null,
    unit_price: String(w?.unit_price ?? 0),
    remaining_quantity: String(w?.remaining_quantity ?? r.STOCK_SU),
    max_quantity: String(w?.max_quantity ?? Math.max(1, r.STOCK_SU)),
    is_web_open: w?.is_web_open ?? true,
    BUY_PERMIT_FLG: w?.BUY_PERMIT_FLG ?? true,
    YOYAKU_PERMIT_FLG: w?.YOYAKU_PERMIT_FLG ?? false,
    is_negotiable: w?.is_negotiable ?? false,
    recommended_flag: w?.recommended_flag ?? false,
    recommended_unit_price: w?.recommended_unit_price === null || w?.recommended_unit_price === undefined ? '' : String(w.recommended_unit_price),
    recommended_start_time: toJapanLocal(w?.recommended_start_time ?? null),
    open_hour: w?.open_hour === null || w?.open_hour === undefined ? '' : String(w.open_hour),
    discount_details: (w?.discount_details ?? []).join('\n'),
    bundles: (w?.bundle_tanka_list ?? []).map((b) => `${b.quantity},${b.bundle_tanka}`).join('\n'),
    remarks: w?.remarks ?? '',
    notice: w?.notice ?? '',
    suspend_flg: w?.suspend_flg ?? false,
  };
}

/** Formik hands number inputs back as numbers once typed in. */
const isCount = (text: unknown) => /^\d{1,9}$/.test(String(text).trim());

/** The PUT body, or the first problem (one message, at its field) in the order of the form. */
export function changeOf(r: Receiving, v: ReceivingFormValues): { body: ReceivingChange } | { error: FormProblem } {
  const countFields = v.listed ? (['STOCK_SU', 'unit_price', 'remaining_quantity', 'max_quantity'] as const) : (['STOCK_SU'] as const);
  const badCount = countFields.find((field) => !isCount(v[field]) || (field === 'max_quantity' && Number(v.max_quantity) < 1));
  if (badCount) return { error: { field: badCount, message: m.numbers } };
  const base = { NIUKE_DEMPYO_NO: r.NIUKE_DEMPYO_NO, NIUKE_NO: r.NIUKE_NO, STOCK_SU: Number(v.STOCK_SU), BIKO: v.BIKO };
  if (!v.listed) return { body: base };
  if (Number(v.remaining_quantity) > Number(v.STOCK_SU)) return { error: { field: 'remaining_quantity', message: m.remainingOverStock } };
  if (v.recommended_flag && !isCount(v.recommended_unit_price)) return { error: { field: 'recommended_unit_price', message: m.recommendedPriceRequired } };
  const bundleLines = v.bundles
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bundles = bundleLines.map((line) => /^(\d{1,9})\s*[,，]\s*(\d{1,9})$/.exec(line));
  if (bundles.some((b) => b === null || Number(b[1]) < 2)) return { error: { field: 'bundles', message: m.bundleFormat } };
  return {
    body: {
      ...base,
      web: {
        unit_price: Number(v.unit_price),
        remaining_quantity: Number(v.remaining_quantity),
        max_quantity: Number(v.max_quantity),
        is_web_open: v.is_web_open,
        BUY_PERMIT_FLG: v.BUY_PERMIT_FLG,
        YOYAKU_PERMIT_FLG: v.YOYAKU_PERMIT_FLG,
        is_negotiable: v.is_negotiable,
        recommended_flag: v.recommended_flag,
        recommended_unit_price: isCount(v.recommended_unit_price) ? Number(v.recommended_unit_price) : null,
        recommended_start_time: fromJapanLocal(v.recommended_start_time),
        open_hour: v.open_hour === '' ? null : Number(v.open_hour),
        discount_details: v.discount_details
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        bundle_tanka_list: bundles.map((b) => ({ quantity: Number(b![1]), bundle_tanka: Number(b![2]) })),
        remarks: v.remarks,
        notice: v.notice,
        suspend_flg: v.suspend_flg,
      },
    },
  };
}
