import type { ApiRow } from 'shared';
import type { FieldValue, FormField } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';

type Purchaser = ApiRow<'/admins/purchaser'>;
const t = m.purchaser;

/** A branch account's fields (spec §3 Purchaser); the login id is BAISAN_CD-BAISAN_EDA. */
export const PURCHASER_FIELDS: FormField[] = [
  { name: 'BAISAN_CD', label: t.code, required: true, maxLength: 4 },
  { name: 'BAISAN_EDA', label: t.eda, required: true, maxLength: 3 },
  { name: 'BAISAN_NM', label: t.name, maxLength: 100 },
  { name: 'BAISAN_EDA_NM', label: t.edaName, required: true, maxLength: 100 },
  { name: 'BAISAN_EDA_KNM', label: t.edaKana, maxLength: 100 },
  { name: 'BAISAN_EDA_RNM', label: t.edaShort, maxLength: 100 },
  { name: 'ZIP_CD', label: t.zip, maxLength: 10 },
  { name: 'ADDR', label: t.addr, maxLength: 200 },
  { name: 'TEL', label: t.tel, maxLength: 20 },
  { name: 'FAX', label: t.fax, maxLength: 20 },
  { name: 'MAIL_ADDR', label: t.mail, maxLength: 254 },
  { name: 'SALE_RATE', label: t.rate, kind: 'number', required: true },
  { name: 'BUY_PERMIT_FLG', label: t.buyPermit, kind: 'switch' },
  { name: 'SUSPEND_FLG', label: m.columns.suspended, kind: 'switch' },
];

export const PASSWORD_FIELD: FormField = { name: 'password', label: t.password, kind: 'password', required: true, maxLength: 128 };

export function purchaserValues(row: Purchaser | null): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = Object.fromEntries(
    PURCHASER_FIELDS.map((f) => [f.name, (row?.[f.name as keyof Purchaser] as FieldValue | undefined) ?? (f.kind === 'switch' ? false : '')]),
  );
  if (!row) {
    values.BUY_PERMIT_FLG = true;
    values.SALE_RATE = '0';
    values.password = '';
  } else values.SALE_RATE = String(row.SALE_RATE);
  return values;
}
