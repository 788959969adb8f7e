import Button from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type ElementType, type FormEvent } from 'react';
import { shellMessages as m } from '../messages';
import { AuthCard } from './auth-card';
import { LoginField } from './login-field';
import { LazyAlert as Alert } from './lazy-alert';

export interface Credentials {
  id: string;
  password: string;
}

/** MUI Link props plus a router link's `to` (the app passes react-router's Link as `component`). */
export type ResetPasswordLinkProps = LinkProps & { component?: ElementType; to?: string };

interface LoginFormProps {
  /** Signs in and moves on; resolves false when the server refused (the form then says so). */
  signIn: (credentials: Credentials) => Promise<boolean>;
  /** Where 'forgot password' leads: a router link in the app, a plain one on the first screen. */
  resetPasswordLink: ResetPasswordLinkProps;
  /** Called once, on the first keystroke (the first screen fetches the app meanwhile). */
  onFirstInput?: () => void;
}

/** The sign-in form of spec §3: login id and password, both required. */
export function LoginForm({ signIn, resetPasswordLink, onFirstInput }: LoginFormProps) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const typed = useRef(false);

  const onInput = () => {
    if (typed.current) return;
    typed.current = true;
    onFirstInput?.();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!id || !password) return;
    setFailed(false);
    setBusy(true);
    const signedIn = await signIn({ id, password });
    // Signed in, the page has moved on; otherwise the form stays to try again.
    if (!signedIn) {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <AuthCard title={m.signIn}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} onInput={onInput} noValidate>
        {failed ? <Alert severity="error">{m.signInFailed}</Alert> : null}
        <LoginField
          label={m.loginId}
          name="id"
          autoComplete="username"
          value={id}
          onChange={(e) => setId(e.target.value)}
          error={touched && !id ? m.required(m.loginId) : undefined}
          autoFocus
        />
        <LoginField
          label={m.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !password ? m.required(m.password) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {m.signIn}
        </Button>
        <Link {...resetPasswordLink} variant="body2" sx={{ alignSelf: 'center' }}>
          {m.forgotPassword}
        </Link>
      </Stack>
    </AuthCard>
  );
}
