/**
 * The shell's Module Federation runtime, loaded with the first remote (the sign-in page never
 * needs it): one host instance that knows the remotes, shares the shell's React, MUI, store and
 * api slice with them, and hands them its runtime core (they are built without one).
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { sharedKeyOfRemote, shellShares } from 'shell-shares';
import { sharesToLoadWith, type ManifestShares } from './manifest-shares';

type FederationHost = ReturnType<typeof createInstance>;

/**
 * Once a remote's manifest is read, the shell's copies of what its first screen shares start
 * loading, beside its entry and chunks rather than after them (the runtime asks for them once the
 * entry runs; by then they are loaded or on their way, and nothing is fetched twice).
 */
function loadSharesWithManifest(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-load-shares-with-manifest',
    loadRemoteSnapshot(args) {
      const keys = sharesToLoadWith(args.manifestJson as ManifestShares | undefined, sharedKeyOfRemote[args.moduleInfo.name]);
      // A failure is reported when the runtime asks for the share itself.
      for (const key of keys) shellShares[key]?.get().catch(() => undefined);
      return args;
    },
  };
}

let host: FederationHost | undefined;

/** The host, created on first use with the remotes config.json lists (name → manifest URL). */
export function federationHost(remotes: Record<string, string>): FederationHost {
  host ??= createInstance({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    shared: shellShares,
    // A remote takes what is already loaded before fetching anything.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), loadSharesWithManifest()],
  });
  return host;
}
