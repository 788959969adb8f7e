import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listRemotes } from './remotes';

export interface RuntimeConfig {
  API_TARGET: string;
  remotes: Record<string, string>;
  [key: string]: unknown;
}

/**
 * GET /config.json: the shell's own dist/config.json (written by its build), with API_TARGET
 * overridden by the server's setting when one is given. Without that file every built
 * remote is listed under its federation name (the folder name with underscores).
 */
export async function runtimeConfig(webRoot: string, apiTarget: string | null): Promise<RuntimeConfig> {
  let config: RuntimeConfig;
  try {
    config = JSON.parse(await readFile(path.join(webRoot, 'shell', 'dist', 'config.json'), 'utf8')) as RuntimeConfig;
  } catch {
    config = {
      API_TARGET: 'MOCK',
      remotes: Object.fromEntries(listRemotes(webRoot).map((r) => [r.name.replace(/-/g, '_'), `${r.prefix}mf-manifest.json`])),
    };
  }
  return { ...config, API_TARGET: apiTarget ?? config.API_TARGET ?? 'MOCK' };
}
