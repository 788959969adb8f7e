/**
 * Where remotes are registered and loaded. Kept apart from React so the rest of the shell
 * (and its tests) only deals with "a component that may fail to load".
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/paths';

export type RemoteExpose = 'routes' | 'side-panel';

export function registerShellRemotes(remotes: Record<string, string>): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads one exposed module; rejects when its manifest or chunks cannot be fetched. */
export async function loadRemoteComponent(remote: RemoteName, expose: RemoteExpose): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${expose}`);
  if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${expose} did not load`);
  return module;
}
