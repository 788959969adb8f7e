import type { ApiRow } from 'shared';
import type { FieldValue, FormField } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';

type Shipper = ApiRow<'/admins/shipper'>;
const t = m.shipper;

/** The shipper form: every field of spec §3 (ITAKU_KAITSUKE_NM follows ITAKU_KAITSUKE_CD on the server). */
export const SHIPPER_FIELDS: FormField[] = [
  { name: 'SHUKKASHA_CD', label: t.code, required: true, maxLength: 20 },
  { name: 'SHUKKASHA_NM', label: t.name, required: true, maxLength: 100 },
  { name: 'SHUKKASHA_KBN', label: t.kbn, maxLength: 10 },
  { name: 'KNM', label: t.kana, maxLength: 100 },
  { name: 'RNM', label: t.short, maxLength: 100 },
  { name: 'KRNM', label: t.shortKana, maxLength: 100 },
  { name: 'DAIHYOSHA_NM', label: t.rep, maxLength: 100 },
  { name: 'DAIHYOSHA_KNM', label: t.repKana, maxLength: 100 },
  { name: 'ZIP_CD', label: t.zip, maxLength: 10 },
  { name: 'ADDR', label: t.addr, maxLength: 200 },
  { name: 'TEL', label: t.tel, maxLength: 20 },
  { name: 'FAX', label: t.fax, maxLength: 20 },
  { name: 'SHUKKA_TANTOSHA_NM', label: t.staff, maxLength: 100 },
  { name: 'TANTOSHA_MAIL', label: t.mail, maxLength: 254 },
  { name: 'PAY_DANTAI_CD', label: t.payCode, maxLength: 20 },
  { name: 'PAY_DANTAI_NM', label: t.payName, maxLength: 100 },
  { name: 'SANCHI_CD', label: t.areaCode, maxLength: 20 },
  { name: 'SANCHI_NM', label: t.area, maxLength: 100 },
  { name: 'ITAKU_KAITSUKE_CD', label: t.itaku, kind: 'select', options: Object.entries(t.itakuOptions).map(([value, label]) => ({ value, label })) },
  { name: 'SUSPEND_FLG', label: m.columns.suspended, kind: 'switch' },
];

export function shipperValues(shipper: Shipper | null): Record<string, FieldValue> {
  return Object.fromEntries(
    SHIPPER_FIELDS.map((f) => {
      const value = shipper?.[f.name as keyof Shipper];
      return [f.name, value ?? (f.kind === 'switch' ? false : f.name === 'ITAKU_KAITSUKE_CD' ? '1' : '')];
    }),
  );
}
