// An async boundary before React starts: config.json is fetched meanwhile, not after the
// start-up chunks have arrived. A visit that starts at /login gets the sign-in page alone (no
// store, router or api slice); any other path the whole app, and meanwhile the federation
// runtime most of its pages need to show a remote.
import { loadShellConfig } from './runtime/load-config';

loadShellConfig().catch(() => undefined); // the start awaits the same promise and shows the failure
if (window.location.pathname === '/login') void import('./start/sign-in-start').then((start) => start.startSignIn());
else {
  void import('./start/app-start').then((start) => start.startApp());
  import('./runtime/federation-host').catch(() => undefined); // a failure shows where a remote is loaded
}
