import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router-dom';
import { endSession, messages, selectSessionTimeoutOpen, useAppDispatch, useAppSelector } from 'shared';
import { shellMessages } from '../messages';

/** Spec §4: a 401 opens this modal; its button clears the session and returns to /login. */
export function SessionTimeoutModal() {
  const open = useAppSelector(selectSessionTimeoutOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSignInAgain = () => {
    dispatch(endSession());
    navigate('/login', { replace: true });
  };

  return (
    <Dialog open={open} aria-describedby="session-timeout-text">
      <DialogContent>
        <DialogContentText id="session-timeout-text">{messages.sessionTimeout}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignInAgain} autoFocus>
          {shellMessages.sessionTimeoutButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
