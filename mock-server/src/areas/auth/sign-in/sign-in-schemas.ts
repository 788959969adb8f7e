import { Type, type Static } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';

/** POST /users/signin: the login id and password in, the session fields of spec §3 out. */
export const SignInBody = Strict({ id: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 1024 }) });

export const SignInAnswer = Strict({
  token: Type.String(),
  requires_password_change: Type.Boolean(),
  branch_number: Nullable(Type.String()),
  branch_name: Nullable(Type.String()),
  baisan_cd: Nullable(Type.String()),
  is_admin: Type.Boolean(),
  is_first_login: Type.Boolean(),
  news_ids: Type.Array(Type.Integer()),
  BUY_PERMIT_FLG: Type.Boolean(),
});
export type SignInAnswer = Static<typeof SignInAnswer>;
