import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signedIn, useAppDispatch } from 'shared';
import { useSignInMutation } from '../api/auth-api';
import { LoginForm, type Credentials } from './login-form';

/** /login inside the app (after signing out, or going back): the form over the api slice. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn] = useSignInMutation();

  const signInAndGoOn = async (credentials: Credentials) => {
    const answer = await signIn(credentials);
    if ('error' in answer) return false;
    dispatch(signedIn(answer.data));
    // The guard decides where this user goes next (first login, important news, home).
    navigate('/', { replace: true });
    return true;
  };

  return <LoginForm signIn={signInAndGoOn} resetPasswordLink={{ component: RouterLink, to: '/reset-password' }} />;
}
