import { Type, type Static } from 'typebox';
import { ListQuery, Nullable, Paginated, Params, Strict } from '../../../http/contract';

/** Item master (spec §3), with H_ITEM_CD beside H_ITEM_NM so the edit form can choose the parent. */
export const ItemRow = Strict({
  ITEM_CD: Type.String(),
  ITEM_NM: Type.String(),
  ITEM_KNM: Type.String(),
  ITEM_RNM: Type.String(),
  ITEM_RKNM: Type.String(),
  ITEM_LEVEL: Type.Integer(),
  H_ITEM_CD: Nullable(Type.String()),
  H_ITEM_NM: Nullable(Type.String()),
  PRINT_ORDER: Type.Integer(),
  SUSPEND_FLG: Type.Boolean(),
});
export type ItemRow = Static<typeof ItemRow>;

export const ITEM_SORTABLE = ['ITEM_CD', 'ITEM_NM', 'ITEM_KNM', 'ITEM_LEVEL', 'PRINT_ORDER'] as const;
export const ItemQuery = ListQuery({}, { defaultPer: 50, sortable: ITEM_SORTABLE });
export const ItemPage = Paginated(ItemRow);

const fields = {
  ITEM_NM: Type.String({ minLength: 1, maxLength: 50 }),
  ITEM_KNM: Type.Optional(Type.String({ maxLength: 100 })),
  ITEM_RNM: Type.Optional(Type.String({ maxLength: 50 })),
  ITEM_RKNM: Type.Optional(Type.String({ maxLength: 100 })),
  ITEM_LEVEL: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  H_ITEM_CD: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  PRINT_ORDER: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
};

export const ItemCreate = Strict({ ITEM_CD: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' }), ...fields });
export type ItemCreate = Static<typeof ItemCreate>;
export const ItemUpdate = Strict({ ITEM_CD: Type.Optional(Type.String()), ...fields, ITEM_NM: Type.Optional(fields.ITEM_NM) });
export type ItemUpdate = Static<typeof ItemUpdate>;

export const ItemParams = Params({ ITEM_CD: Type.String({ minLength: 1, maxLength: 20 }) });
/** A create or update answers the saved row itself (docs/requirements.md, Part 3 "Server rules"). */
export const ItemAnswer = ItemRow;
