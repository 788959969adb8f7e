import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import TextField from '@mui/material/TextField';
import { firstLoginDone, notifySuccess, passwordPromptHandled, selectSession, selectToken, useAppDispatch, useAppSelector, usePageTitle } from 'shared';
import { useChangePasswordMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { PasswordFields, passwordProblem } from './password-fields';

/**
 * The in-app password change. /change-password: a first login must choose a new password before
 * anything else (spec §2, §4). /reset-password for a signed-in user (the 3-month prompt's
 * 今回変更する): the current password, the new one twice and the rules.
 */
export function ChangePasswordPage() {
  usePageTitle(m.changePasswordTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken) ?? '';
  const firstLogin = useAppSelector(selectSession).is_first_login;
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = !firstLogin && !current ? m.required(m.currentPassword) : passwordProblem(password, again);
    setProblem(next);
    if (next) return;
    const answer = await changePassword(firstLogin ? { password, token } : { password, token, current_password: current });
    if ('error' in answer) return; // the base query has shown the server's reason
    notifySuccess(m.changePasswordDone);
    // Either way the prompt is answered: the server dates the new password now.
    dispatch(firstLogin ? firstLoginDone() : passwordPromptHandled());
    navigate('/', { replace: true });
  };

  return (
    <Paper sx={{ maxWidth: 480, mx: 'auto', my: 4, p: { xs: 3, tablet: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {m.changePasswordTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {firstLogin ? m.changePasswordLead : m.changePasswordInAppLead}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        {!firstLogin && (
          <TextField
            label={m.currentPassword}
            name="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={problem === m.required(m.currentPassword)}
            helperText={problem === m.required(m.currentPassword) ? problem : ' '}
            autoFocus
          />
        )}
        <PasswordFields
          password={password}
          again={again}
          onPassword={setPassword}
          onAgain={setAgain}
          problem={problem === m.required(m.currentPassword) ? null : problem}
          autoFocus={firstLogin}
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {m.changePasswordSubmit}
        </Button>
      </Stack>
    </Paper>
  );
}
