import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstLoginDone, notifySuccess, selectToken, useAppDispatch, useAppSelector, usePageTitle } from 'shared';
import { useChangePasswordMutation } from '../api/auth-api';
import { shellMessages as m } from '../messages';
import { PasswordFields, passwordProblem } from './password-fields';

/** First login: the user must choose a new password before anything else (spec §2, §4). */
export function ChangePasswordPage() {
  usePageTitle(m.changePasswordTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken) ?? '';
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = passwordProblem(password, again);
    setProblem(next);
    if (next) return;
    const answer = await changePassword({ password, token });
    if ('error' in answer) return; // the base query has shown the server's reason
    notifySuccess(m.changePasswordDone);
    dispatch(firstLoginDone());
    navigate('/', { replace: true });
  };

  return (
    <Paper sx={{ maxWidth: 480, mx: 'auto', my: 4, p: { xs: 3, tablet: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {m.changePasswordTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {m.changePasswordLead}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <PasswordFields password={password} again={again} onPassword={setPassword} onAgain={setAgain} problem={problem} />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {m.changePasswordSubmit}
        </Button>
      </Stack>
    </Paper>
  );
}
