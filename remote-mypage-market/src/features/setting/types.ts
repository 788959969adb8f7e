import type { ApiAnswer } from 'shared';

/** GET /users/setting and POST /users/setting (spec §3 "Settings branch"), as the server's contract declares them. */
export type SettingResponse = ApiAnswer<'/users/setting', 'get'>;
export type SettingBranch = SettingResponse['branches'][number];
