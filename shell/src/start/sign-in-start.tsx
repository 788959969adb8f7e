import { StrictMode } from 'react';
import { FirstSignInPage } from '../pages/first-sign-in-page';
import { applyShellConfig, shellRoot } from './shell-root';

/** A visit that starts at /login: the sign-in page alone; the app loads behind it. */
export async function startSignIn(): Promise<void> {
  if (!(await applyShellConfig())) return;
  shellRoot().render(
    <StrictMode>
      <FirstSignInPage />
    </StrictMode>,
  );
}
