import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { messages, passwordPromptHandled, passwordSuggestionDismissed, selectPasswordSuggestionOpen, useAppDispatch, useAppSelector } from 'shared';
import { useExtendPasswordMutation } from '../api/auth-api';
import { shellMessages } from '../messages';
import { RESET_PASSWORD_PATH } from '../routes/paths';

/**
 * Spec §4: a password older than 3 months. 今回変更する goes to /reset-password, which shows a
 * signed-in user the in-app change form (not the e-mail reset); 次回変更する clears the flag and
 * posts the skip.
 */
export function PasswordSuggestionModal() {
  const open = useAppSelector(selectPasswordSuggestionOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [extendPassword, { isLoading }] = useExtendPasswordMutation();

  const onChangeNow = () => {
    dispatch(passwordSuggestionDismissed());
    navigate(RESET_PASSWORD_PATH);
  };

  const onChangeLater = async () => {
    const answer = await extendPassword();
    // On failure the base query has shown why; the prompt stays so the user can retry.
    if (!('error' in answer)) dispatch(passwordPromptHandled());
  };

  return (
    <Dialog open={open} aria-labelledby="password-suggestion-title">
      <DialogTitle id="password-suggestion-title">{shellMessages.passwordSuggestionTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{shellMessages.passwordSuggestionText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChangeLater} disabled={isLoading}>
          {messages.changePasswordLater}
        </Button>
        <Button variant="contained" onClick={onChangeNow}>
          {messages.changePasswordNow}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
