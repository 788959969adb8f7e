import { Type, type Static } from 'typebox';
import { Strict } from '../../../http/contract';
import { BranchNumber } from '../common-schemas';

/** /users/setting (spec §3 Settings branch): the head branch's sell margin rates and purchase approval. */
const SettingsBranch = Strict({ branch_number: Type.String(), branch_name: Type.String(), sell_margin_rate: Type.Number(), purchase_approval: Type.Boolean() });
export const SettingsAnswer = Strict({ branches: Type.Array(SettingsBranch) });

export const SettingsChange = Strict({ branch_number: BranchNumber, sell_margin_rate: Type.Number(), purchase_approval: Type.Boolean() });
export type SettingsChange = Static<typeof SettingsChange>;
export const SettingsBody = Strict({ branches: Type.Array(SettingsChange, { minItems: 1, maxItems: 1000 }) });
