import TextField from '@mui/material/TextField';
import { shellMessages as m } from '../messages';

const MIN_PASSWORD_LENGTH = 8;

/** The first problem with a new password and its confirmation, or null. */
export function passwordProblem(password: string, again: string): string | null {
  if (!password) return m.required(m.newPassword);
  if (password.length < MIN_PASSWORD_LENGTH) return m.passwordTooShort;
  if (password !== again) return m.passwordMismatch;
  return null;
}

interface Props {
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
  problem: string | null;
}

/** New password + confirmation, shared by /email/verify and /change-password. */
export function PasswordFields({ password, again, onPassword, onAgain, problem }: Props) {
  return (
    <>
      <TextField
        label={m.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={problem !== null && problem !== m.passwordMismatch}
        autoFocus
      />
      <TextField
        label={m.newPasswordAgain}
        name="password-again"
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => onAgain(e.target.value)}
        error={problem === m.passwordMismatch}
        helperText={problem ?? ' '}
      />
    </>
  );
}
