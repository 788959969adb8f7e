import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signedIn, useAppDispatch } from 'shared';
import { useSignInMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { AuthCard } from './auth-card';
import { LoginField } from './login-field';
import { LazyAlert as Alert } from './lazy-alert';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!id || !password) return;
    setFailed(false);
    const answer = await signIn({ id, password });
    if ('error' in answer) {
      setFailed(true);
      return;
    }
    dispatch(signedIn(answer.data));
    // The guard decides where this user goes next (first login, important news, home).
    navigate('/', { replace: true });
  };

  return (
    <AuthCard title={m.signIn}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
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
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {m.signIn}
        </Button>
        <Link component={RouterLink} to="/reset-password" variant="body2" sx={{ alignSelf: 'center' }}>
          {m.forgotPassword}
        </Link>
      </Stack>
    </AuthCard>
  );
}
