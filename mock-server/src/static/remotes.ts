import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every remote-* package of the repository, with where its build lives and is served. */
export function listRemotes(webRoot: string): { name: string; dist: string; prefix: string }[] {
  if (!existsSync(webRoot)) return [];
  return readdirSync(webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => ({ name: entry.name, dist: path.join(webRoot, entry.name, 'dist'), prefix: `/remotes/${entry.name}/` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
