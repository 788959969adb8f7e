// The module shared/build/singletons.js writes at build time (writeShellShares): for each share
// key remotes take from the shell, its version and a loader of the shell's own copy.
declare module 'shell-shares' {
  export const shellShares: Record<
    string,
    { version: string; shareConfig: { singleton: boolean; requiredVersion: string }; get: () => Promise<() => unknown> }
  >;
  /** Federation name → the key under which that remote takes 'shared' ('shared/remote_buyer_web'). */
  export const sharedKeyOfRemote: Record<string, string>;
}
