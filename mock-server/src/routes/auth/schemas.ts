import { array, boolean, integer, nullable, object, string } from '../../http/schemas';

export const signInBody = object({ id: string({ minLength: 1, maxLength: 64 }), password: string({ minLength: 1, maxLength: 1024 }) });

export const signInAnswer = object({
  token: string(),
  requires_password_change: boolean(),
  branch_number: nullable(string()),
  branch_name: nullable(string()),
  baisan_cd: nullable(string()),
  is_admin: boolean(),
  is_first_login: boolean(),
  news_ids: array(integer()),
  BUY_PERMIT_FLG: boolean(),
});

/** Calls whose payload is only the current token (spec §7: "empty body, current token"). */
export const tokenOnlyBody = object({ token: string({ maxLength: 512 }) }, []);
export const tokenAnswer = object({ token: string() });
export const messageAnswer = object({ message: string() });

/** current_password: needed except at the first login (an in-app change of one's own password). */
export const changePasswordBody = object(
  { password: string({ maxLength: 1024 }), token: string({ maxLength: 512 }), current_password: string({ maxLength: 1024 }) },
  ['password'],
);
export const resetPasswordBody = object({ email: string({ format: 'email', maxLength: 254 }) });
export const verifyEmailBody = object({ password: string({ maxLength: 1024 }), token: string({ minLength: 1, maxLength: 512 }) });
