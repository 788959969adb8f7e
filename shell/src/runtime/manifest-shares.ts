/** What the shell reads of a remote's mf-manifest.json: its shares, and those each exposed module loads with (shared/build/sync-shares.js). */
export interface ManifestShares {
  shared?: Array<{ name: string }>;
  exposes?: Array<{ syncShared?: string[] }>;
}

/**
 * The shares a remote's first screen needs: those its exposed modules' own chunks consume
 * (`syncShared`). A lazy page's shares load with it when it opens. A manifest without the list (a
 * remote built before it) gets every share it names, and the remote's own 'shared'.
 */
export function sharesToLoadWith(manifest: ManifestShares | undefined, sharedKey: string | undefined): string[] {
  const exposes = manifest?.exposes ?? [];
  if (exposes.length > 0 && exposes.every((expose) => Array.isArray(expose.syncShared)))
    return [...new Set(exposes.flatMap((expose) => expose.syncShared ?? []))];
  return [...(manifest?.shared ?? []).map(({ name }) => name), ...(sharedKey ? [sharedKey] : [])];
}
