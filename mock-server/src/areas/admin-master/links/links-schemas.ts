import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

/** Link (spec §3): LINK_CD is shown as No. */
export const LinkRow = Strict({ LINK_CD: Type.Integer(), LINK_NM: Type.String(), LINK_URL: Type.String(), SUSPEND_FLG: Type.Boolean() });
export type LinkRow = Static<typeof LinkRow>;

export const LINK_SORTABLE = ['LINK_CD', 'LINK_NM', 'LINK_URL'] as const;
export const LinkQuery = ListQuery({}, { defaultPer: 50, sortable: LINK_SORTABLE });
export const LinkPage = Paginated(LinkRow);

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Url = Type.String({ minLength: 1, maxLength: 2000 });

export const LinkCreate = Strict({ LINK_NM: Name, LINK_URL: Url, SUSPEND_FLG: Type.Optional(Type.Boolean()) });
export type LinkCreate = Static<typeof LinkCreate>;

/** PUT /admins/link/{LINK_CD}: the fields to change (the 休止 switch sends them all, SUSPEND_FLG flipped). */
export const LinkUpdate = Strict({
  LINK_CD: Type.Optional(Type.Integer()),
  LINK_NM: Type.Optional(Name),
  LINK_URL: Type.Optional(Url),
  SUSPEND_FLG: Type.Optional(Type.Boolean()),
});
export type LinkUpdate = Static<typeof LinkUpdate>;

export const LinkParams = Params({ LINK_CD: Type.Integer({ minimum: 1 }) });
/** A create or update answers the saved row itself (docs/requirements.md, Part 3 "Server rules"). */
export const LinkAnswer = LinkRow;
