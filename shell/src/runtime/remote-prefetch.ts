/**
 * Starts loading the remote a page shows as soon as the app starts, in parallel with the shell's
 * own frame, instead of once that frame has rendered and mounted the remote's area. Only where
 * the guard lets the stored session through: a visit that is sent elsewhere fetches nothing.
 */
import { matchPath } from 'react-router-dom';
import { guardRedirect, type GuardSession } from '../guards/guard-rules';
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

export function prefetchRemoteAt(pathname: string, session: GuardSession): void {
  if (guardRedirect(pathname, session) !== null) return;
  // A failure here is the area's to show when it loads the remote itself.
  for (const { remote, expose } of remoteAreasAt(pathname)) loadRemoteComponent(remote, expose).catch(() => undefined);
}
