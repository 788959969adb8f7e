/**
 * Where remotes are registered and loaded. Kept apart from React so the rest of the shell
 * (and its tests) only deals with "a component that may fail to load".
 */
import type { ComponentType } from 'react';
import type { AppDispatch } from 'shared';
import type { RemoteName } from '../routes/paths';

export type RemoteExpose = 'routes' | 'side-panel';

/** What an exposed module gives the shell. */
export interface RemoteModule {
  default: ComponentType;
  /**
   * Optional: called once the module has loaded for the page a visit opens with (`pathname`),
   * before that page first renders, to start the requests its first paint needs.
   */
  prefetch?: (dispatch: AppDispatch, pathname: string) => void;
}

let registered: Record<string, string> = {};

/** Remembers where each remote lives; the federation runtime loads with the first remote. */
export function registerShellRemotes(remotes: Record<string, string>): void {
  registered = remotes;
}

/** Loads one exposed module; rejects when its manifest or chunks cannot be fetched. */
export async function loadRemoteComponent(remote: RemoteName, expose: RemoteExpose): Promise<RemoteModule> {
  const { federationHost } = await import('./federation-host');
  const module = await federationHost(registered).loadRemote<RemoteModule>(`${remote}/${expose}`);
  if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${expose} did not load`);
  return module;
}
