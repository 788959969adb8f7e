import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

const text = Type.String();
/**
 * Purchaser (spec §3): one row per branch account (BAISAN_CD + BAISAN_EDA, login id
 * `BAISAN_CD-BAISAN_EDA`), with the purchaser's name and the branch's purchase permission beside.
 */
export const PurchaserRow = Strict({
  BAISAN_CD: text,
  BAISAN_NM: text,
  BAISAN_EDA: text,
  BAISAN_EDA_NM: text,
  BAISAN_EDA_KNM: text,
  BAISAN_EDA_RNM: text,
  ADDR: text,
  TEL: text,
  FAX: text,
  ZIP_CD: text,
  MAIL_ADDR: text,
  SALE_RATE: Type.Number(),
  BUY_PERMIT_FLG: Type.Boolean(),
  SUSPEND_FLG: Type.Boolean(),
  is_admin: Type.Boolean(),
  login_id: Type.String(),
  is_first_login: Type.Boolean(),
});
export type PurchaserRow = Static<typeof PurchaserRow>;

export const PURCHASER_SORTABLE = ['BAISAN_CD', 'BAISAN_NM', 'BAISAN_EDA_NM', 'SALE_RATE'] as const;
export const PurchaserQuery = ListQuery({}, { defaultPer: 50, sortable: PURCHASER_SORTABLE });
export const PurchaserPage = Paginated(PurchaserRow);

const opt = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const fields = {
  BAISAN_NM: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  BAISAN_EDA_KNM: opt(100),
  BAISAN_EDA_RNM: opt(100),
  ADDR: opt(200),
  TEL: opt(20),
  FAX: opt(20),
  ZIP_CD: opt(10),
  MAIL_ADDR: opt(254),
  SALE_RATE: Type.Optional(Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01 })),
  BUY_PERMIT_FLG: Type.Optional(Type.Boolean()),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
};
const Password = Type.String({ minLength: 1, maxLength: 128 });
const EdaName = Type.String({ minLength: 1, maxLength: 100 });

/** POST /admins/purchaser: a new branch account with its initial password (BAISAN_NM is needed for a new BAISAN_CD). */
export const PurchaserCreate = Strict({
  BAISAN_CD: Type.String({ pattern: '^[0-9]{4}$' }),
  BAISAN_EDA: Type.String({ pattern: '^[0-9]{3}$' }),
  BAISAN_EDA_NM: EdaName,
  ...fields,
  password: Password,
});
export type PurchaserCreate = Static<typeof PurchaserCreate>;

export const PurchaserUpdate = Strict({ BAISAN_CD: Type.Optional(text), BAISAN_EDA: Type.Optional(text), BAISAN_EDA_NM: Type.Optional(EdaName), ...fields });
export type PurchaserUpdate = Static<typeof PurchaserUpdate>;

export const PurchaserParams = Params({ BAISAN_CD: Type.String({ pattern: '^[0-9]{4}$' }), BAISAN_EDA: Type.String({ pattern: '^[0-9]{3}$' }) });
export const PasswordBody = Strict({ password: Password });
/** A create or update answers the saved row itself (docs/requirements.md, Part 3 "Server rules"). */
export const PurchaserAnswer = PurchaserRow;
