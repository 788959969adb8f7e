/**
 * Where remotes are registered and loaded. Kept apart from React so the rest of the shell
 * (and its tests) only deals with "a component that may fail to load".
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/paths';

export type RemoteExpose = 'routes' | 'side-panel';

// webpack's API: registers the modules this build provides in a share scope.
declare const __webpack_init_sharing__: ((scope: string) => Promise<void>) | undefined;

/**
 * The shell imports its own React, MUI and `shared` directly (it consumes nothing), so nothing
 * registers what it provides until this runs: before the first remote loads.
 */
let sharing: Promise<void> | undefined;
function initSharing(): Promise<void> {
  sharing ??= typeof __webpack_init_sharing__ === 'function' ? __webpack_init_sharing__('default') : Promise.resolve();
  return sharing;
}

export function registerShellRemotes(remotes: Record<string, string>): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Loads one exposed module; rejects when its manifest or chunks cannot be fetched. */
export async function loadRemoteComponent(remote: RemoteName, expose: RemoteExpose): Promise<{ default: ComponentType }> {
  await initSharing();
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${expose}`);
  if (!module || typeof module.default !== 'function') throw new Error(`${remote}/${expose} did not load`);
  return module;
}
