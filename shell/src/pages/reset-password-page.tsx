import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useResetPasswordMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { AuthCard } from './auth-card';
import { LoginField } from './login-field';
import { LazyAlert as Alert } from './lazy-alert';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ResetPasswordPage() {
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = !email ? m.required(m.email) : EMAIL.test(email) ? null : m.invalidEmail;
    setProblem(next);
    if (next) return;
    await resetPassword({ email });
  };

  return (
    <AuthCard title={m.resetPasswordTitle}>
      {isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {m.resetPasswordSent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          <Typography variant="body2">{m.resetPasswordLead}</Typography>
          <LoginField
            label={m.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problem ?? undefined}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={isLoading}>
            {m.resetPasswordSend}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
        {m.backToLogin}
      </Link>
    </AuthCard>
  );
}
