import { Type } from 'typebox';

/** Schema pieces several mypage-market features share. */
export const QueryDate = Type.String({ maxLength: 10, description: "'YYYY/MM/DD' (or 'YYYY-MM-DD')" });
export const BranchNumber = Type.String({ pattern: '^[0-9]{3}$', description: "branch number such as '002'" });
export const tags = ['mypage-market'];
export const security = [{ bearer: [] }];
