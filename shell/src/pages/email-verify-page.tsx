import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useVerifyEmailMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { AuthCard } from './auth-card';
import { PasswordFields, passwordProblem } from './password-fields';

/**
 * The page the password-reset mail links to: #token=... (a fragment never reaches a server or
 * its logs; ?token=... of older mails still works) plus a new password.
 */
export function EmailVerifyPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? params.get('token') ?? '';
  const [verify, { isLoading, isSuccess }] = useVerifyEmailMutation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = passwordProblem(password, again);
    setProblem(next);
    if (!next) await verify({ token, password });
  };

  return (
    <AuthCard title={m.verifyTitle}>
      {!token ? (
        <Alert severity="error">{m.verifyMissingToken}</Alert>
      ) : isSuccess ? (
        <Alert severity="success">{m.verifyDone}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          <PasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} problem={problem} />
          <Button type="submit" variant="contained" disabled={isLoading}>
            {m.changePasswordSubmit}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
        {m.backToLogin}
      </Link>
    </AuthCard>
  );
}
