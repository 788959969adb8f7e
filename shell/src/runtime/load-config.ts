/**
 * The shell's run-time configuration: config.json beside index.html says where each remote
 * lives and which API to call. It is fetched at start-up, never bundled, so redeploying a
 * remote (or pointing at another API) needs no shell rebuild.
 */
import type { RemoteName } from '../routes/paths';

interface ShellConfig {
  API_TARGET: string;
  API_TIMEOUT_MS?: number;
  /** Federation name → URL of that remote's mf-manifest.json (absolute or relative to the page). */
  remotes: Record<RemoteName, string>;
}

export function parseShellConfig(raw: unknown, pageUrl: string): ShellConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not an object');
  const { API_TARGET, API_TIMEOUT_MS, remotes } = raw as Record<string, unknown>;
  if (typeof API_TARGET !== 'string' || API_TARGET === '') throw new Error('config.json: API_TARGET is missing');
  if (typeof remotes !== 'object' || remotes === null) throw new Error('config.json: remotes is missing');
  const resolved: Record<string, string> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry !== 'string') throw new Error(`config.json: remotes.${name} is not a URL`);
    // The federation runtime resolves chunk URLs against the manifest URL: make it absolute.
    resolved[name] = new URL(entry, pageUrl).href;
  }
  return {
    API_TARGET,
    ...(typeof API_TIMEOUT_MS === 'number' ? { API_TIMEOUT_MS } : {}),
    remotes: resolved as Record<RemoteName, string>,
  };
}

let loading: Promise<ShellConfig> | undefined;

/** The config, fetched once: index.ts starts it while the start-up chunks download. */
export function loadShellConfig(): Promise<ShellConfig> {
  loading ??= fetchShellConfig();
  return loading;
}

async function fetchShellConfig(): Promise<ShellConfig> {
  // Revalidated each load (the server answers 304 with its ETag while it is unchanged).
  const answer = await fetch('/config.json', { cache: 'no-cache' });
  if (!answer.ok) throw new Error(`config.json answered ${answer.status}`);
  return parseShellConfig(await answer.json(), window.location.href);
}
