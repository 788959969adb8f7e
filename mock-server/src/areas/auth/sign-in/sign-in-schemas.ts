import { Type, type Static } from 'typebox';
import { Nullable, Strict } from '../../../http/contract';

/** The device token a sign-in answered (ADR 0041): sent back on the next sign-in of that account from this browser. */
export const DeviceToken = Type.String({ maxLength: 128, description: 'The device token an earlier sign-in of this account answered' });

/** POST /users/signin: the login id and password (and this browser's device token) in, the session fields of spec §3 out. */
export const SignInBody = Strict({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  device_token: Type.Optional(DeviceToken),
});

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
  /** Keep it for this login id and send it on its next sign-in: a stranger's failures then never delay it. */
  device_token: Type.String(),
});
export type SignInAnswer = Static<typeof SignInAnswer>;
