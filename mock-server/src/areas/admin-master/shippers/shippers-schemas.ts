import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

const text = Type.String();
/** Shipper (spec §3). */
export const ShipperRow = Strict({
  SHUKKASHA_CD: text,
  SHUKKASHA_KBN: text,
  SHUKKASHA_NM: text,
  KNM: text,
  RNM: text,
  KRNM: text,
  DAIHYOSHA_NM: text,
  DAIHYOSHA_KNM: text,
  ADDR: text,
  ZIP_CD: text,
  TEL: text,
  FAX: text,
  SHUKKA_TANTOSHA_NM: text,
  TANTOSHA_MAIL: text,
  SUSPEND_FLG: Type.Boolean(),
  PAY_DANTAI_CD: text,
  PAY_DANTAI_NM: text,
  SANCHI_CD: text,
  SANCHI_NM: text,
  ITAKU_KAITSUKE_NM: text,
  ITAKU_KAITSUKE_CD: text,
});
export type ShipperRow = Static<typeof ShipperRow>;

export const SHIPPER_SORTABLE = ['SHUKKASHA_CD', 'SHUKKASHA_NM', 'KNM', 'SANCHI_NM'] as const;
export const ShipperQuery = ListQuery({}, { defaultPer: 50, sortable: SHIPPER_SORTABLE });
export const ShipperPage = Paginated(ShipperRow);

const opt = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const fields = {
  SHUKKASHA_KBN: opt(10),
  KNM: opt(100),
  RNM: opt(100),
  KRNM: opt(100),
  DAIHYOSHA_NM: opt(100),
  DAIHYOSHA_KNM: opt(100),
  ADDR: opt(200),
  ZIP_CD: opt(10),
  TEL: opt(20),
  FAX: opt(20),
  SHUKKA_TANTOSHA_NM: opt(100),
  TANTOSHA_MAIL: opt(254),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
  PAY_DANTAI_CD: opt(20),
  PAY_DANTAI_NM: opt(100),
  SANCHI_CD: opt(20),
  SANCHI_NM: opt(100),
  /** 1 委託 (consignment), 2 買付 (outright purchase); ITAKU_KAITSUKE_NM follows it. */
  ITAKU_KAITSUKE_CD: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2')])),
};
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const ShipperCreate = Strict({ SHUKKASHA_CD: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' }), SHUKKASHA_NM: Name, ...fields });
export type ShipperCreate = Static<typeof ShipperCreate>;
export const ShipperUpdate = Strict({ SHUKKASHA_CD: Type.Optional(Type.String()), SHUKKASHA_NM: Type.Optional(Name), ...fields });
export type ShipperUpdate = Static<typeof ShipperUpdate>;

export const ShipperParams = Params({ SHUKKASHA_CD: Type.String({ minLength: 1, maxLength: 20 }) });
/** A create or update answers the saved row itself (docs/requirements.md, Part 3 "Server rules"). */
export const ShipperAnswer = ShipperRow;
