import { Type } from 'typebox';
import { Strict } from '../../../http/contract';
import { DeviceToken } from '../sign-in/sign-in-schemas';

/** The password calls of spec §7: first-login change, reset mail, set by the mail's token. */
/** current_password: needed except at the first login (an in-app change of one's own password). */
export const ChangePasswordBody = Strict({
  password: Type.String({ maxLength: 1024 }),
  token: Type.Optional(Type.String({ maxLength: 512 })),
  current_password: Type.Optional(Type.String({ maxLength: 1024 })),
  /** This browser's device token (sign-in's): wrong current passwords then count on its budget only. */
  device_token: Type.Optional(DeviceToken),
});
export const ResetPasswordBody = Strict({ email: Type.String({ format: 'email', maxLength: 254 }) });
export const VerifyEmailBody = Strict({ password: Type.String({ maxLength: 1024 }), token: Type.String({ minLength: 1, maxLength: 512 }) });
