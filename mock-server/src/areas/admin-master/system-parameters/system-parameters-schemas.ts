import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

/** System parameter (spec §3). */
export const ParameterRow = Strict({ PARAMETER_TYP: Type.String(), PARAMETER_CD: Type.String(), REMARK: Type.String(), PARAMETER: Type.String() });
export type ParameterRow = Static<typeof ParameterRow>;

export const PARAMETER_SORTABLE = ['PARAMETER_TYP', 'PARAMETER_CD'] as const;
export const ParameterQuery = ListQuery({}, { defaultPer: 50, sortable: PARAMETER_SORTABLE });
export const ParameterPage = Paginated(ParameterRow);

export const ParameterParams = Params({ PARAMETER_CD: Type.String({ minLength: 1, maxLength: 64 }) });
/** A number is accepted too and stored as its text. */
export const ParameterUpdate = Strict({ PARAMETER: Type.Union([Type.String({ maxLength: 1000 }), Type.Number()]) });
/** An update answers the saved row itself (docs/requirements.md, Part 3 "Server rules"). */
export const ParameterAnswer = ParameterRow;
