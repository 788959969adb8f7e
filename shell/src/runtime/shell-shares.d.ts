// The module shared/build/singletons.js writes at build time (writeShellShares): for each share
// key remotes take from the shell, its version and a loader of the shell's own copy.
declare module 'shell-shares' {
  import type { createInstance } from '@module-federation/enhanced/runtime';

  export const shellShares: NonNullable<Parameters<typeof createInstance>[0]['shared']>;
}
