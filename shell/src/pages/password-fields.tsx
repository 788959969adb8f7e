import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { shellMessages as m } from '../messages';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The first problem with a new password and its confirmation, or null: the server's rules, checked first here. */
export function passwordProblem(password: string, again: string): string | null {
  if (!password) return m.required(m.newPassword);
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return m.passwordTooShort;
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return m.passwordLetterDigit;
  if (password !== again) return m.passwordMismatch;
  return null;
}

interface Props {
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
  problem: string | null;
  autoFocus?: boolean;
}

/** New password + confirmation, shared by /email/verify and /change-password. */
export function PasswordFields({ password, again, onPassword, onAgain, problem, autoFocus = true }: Props) {
  // The one message sits under the confirmation. It is an error there (announced by the theme's
  // live helper text) whatever it is about, and it also describes the new password when it is
  // about that; the rules under the new password stay a quiet hint (accessibility).
  const passwordId = useId();
  const againId = useId();
  const aboutPassword = problem !== null && problem !== m.passwordMismatch;
  return (
    <>
      <TextField
        id={passwordId}
        label={m.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={aboutPassword}
        helperText={m.passwordRules}
        slotProps={{
          htmlInput: {
            minLength: MIN_PASSWORD_LENGTH,
            maxLength: MAX_PASSWORD_LENGTH,
            'aria-describedby': aboutPassword ? `${againId}-helper-text ${passwordId}-helper-text` : `${passwordId}-helper-text`,
          },
          formHelperText: { error: false },
        }}
        autoFocus={autoFocus}
      />
      <TextField
        id={againId}
        label={m.newPasswordAgain}
        name="password-again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => onAgain(e.target.value)}
        error={problem === m.passwordMismatch}
        helperText={problem ?? ' '}
        slotProps={{ formHelperText: { error: problem !== null } }}
      />
    </>
  );
}
