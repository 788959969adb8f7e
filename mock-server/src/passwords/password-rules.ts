import { ApiError } from '../http/api-error';
import { passwordMessages } from './messages';

/**
 * The password policy: 8 to 128 characters with at least one letter and one digit, and not
 * the login id. Length is the main defence (NIST SP 800-63B); the letter+digit rule keeps the
 * market's buyers from choosing a bare word or a phone number.
 */
export function checkNewPassword(password: string, loginId: string, field = 'body.password'): void {
  if (password.length < 8 || password.length > 128) throw new ApiError(400, passwordMessages.passwordLength, { code: 'password_length', field });
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    throw new ApiError(400, passwordMessages.passwordLetterDigit, { code: 'password_letter_digit', field });
  }
  if (password.toLowerCase() === loginId.toLowerCase())
    throw new ApiError(400, passwordMessages.passwordSameAsLoginId, { code: 'password_same_as_login_id', field });
}
