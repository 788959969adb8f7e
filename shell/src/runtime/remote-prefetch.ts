/**
 * Starts loading the remote a page shows as soon as the app starts, in parallel with the shell's
 * own frame, instead of once that frame has rendered and mounted the remote's area, and lets it
 * start the requests its first paint needs (RemoteModule.prefetch). Only where the guard lets the
 * stored session through: a visit that is sent elsewhere fetches nothing.
 */
import { matchPath } from 'react-router-dom';
import type { AppStore } from 'shared';
import { guardRedirect } from '../guards/guard-rules';
import { importantNewsIdOf, isWebPath, REMOTE_PATHS, type RemoteName } from '../routes/paths';
import { loadRemoteComponent, type RemoteExpose } from './remote-registry';

/** The remote areas the page at `pathname` shows (AppRoutes, AppLayout). */
export function remoteAreasAt(pathname: string): Array<{ remote: RemoteName; expose: RemoteExpose }> {
  // The shell's own page under a remote's prefix.
  if (importantNewsIdOf(pathname) !== null) return [];
  const owner = REMOTE_PATHS.find(({ paths }) => paths.some((path) => matchPath(path, pathname)));
  if (!owner) return [];
  const areas: Array<{ remote: RemoteName; expose: RemoteExpose }> = [{ remote: owner.remote, expose: 'routes' }];
  if (isWebPath(pathname)) areas.push({ remote: 'remote_buyer_web', expose: 'side-panel' });
  return areas;
}

/** Loads the remotes the page at `pathname` shows, and lets each start what its first paint needs. */
export function prefetchRemoteAt(pathname: string, store: AppStore): void {
  if (guardRedirect(pathname, store.getState().session) !== null) return;
  for (const { remote, expose } of remoteAreasAt(pathname))
    loadRemoteComponent(remote, expose).then(
      (module) => module.prefetch?.(store.dispatch, pathname),
      () => undefined, // the area shows the failure when it loads the remote itself
    );
}
