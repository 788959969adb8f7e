import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { api } from './base-api';

/**
 * Every package injects its endpoints into the one api slice. RTK Query keeps the first
 * endpoint of a name and silently drops a later one, so two remotes choosing the same name
 * would call each other's server route. This loads every module that injects endpoints (the
 * shell, shared and every remote, found on disk rather than imported, so no package imports
 * another) and fails when a name is injected twice.
 */
const REPO = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = readdirSync(REPO).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('remote-'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const injectingModules = () =>
  PACKAGES.flatMap((pkg) => sourceFiles(path.join(REPO, pkg, 'src'))).filter((file) => /\.injectEndpoints\(/.test(readFileSync(file, 'utf8')));

/** Records the endpoint names of each injectEndpoints call and the file that made it. */
function recordInjections(): { file: string; names: string[] }[] {
  const calls: { file: string; names: string[] }[] = [];
  const inject = api.injectEndpoints;
  const build = {
    query: (definition: unknown) => definition,
    mutation: (definition: unknown) => definition,
    infiniteQuery: (definition: unknown) => definition,
  };
  jest.spyOn(api, 'injectEndpoints').mockImplementation(((options: { endpoints: (b: typeof build) => Record<string, unknown> }) => {
    const caller = (new Error().stack ?? '')
      .split('\n')
      .find((line) => PACKAGES.some((pkg) => line.includes(`/${pkg}/src/`)) && !line.includes('endpoint-names.test'));
    calls.push({ file: path.relative(REPO, /\((.*?):\d+:\d+\)/.exec(caller ?? '')?.[1] ?? '?'), names: Object.keys(options.endpoints(build)) });
    return inject(options as never);
  }) as never);
  return calls;
}

describe('the api slice', () => {
  it('finds the modules that inject endpoints in every package', () => {
    const files = injectingModules().map((file) => path.relative(REPO, file));
    expect(files).toEqual(expect.arrayContaining(['shell/src/api/auth-api.ts', 'remote-buyer-web/src/features/negotiation/api.ts']));
    expect(files.filter((file) => file.startsWith('remote-admin-transaction/')).length).toBeGreaterThan(0);
  });

  it('never has two endpoints of the same name', async () => {
    const calls = recordInjections();
    for (const file of injectingModules()) await import(file);
    expect(calls.length).toBeGreaterThan(20);
    const owners = new Map<string, string[]>();
    for (const { file, names } of calls) for (const name of names) owners.set(name, [...(owners.get(name) ?? []), file]);
    const duplicates = [...owners].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(duplicates).toEqual([]);
  });
});
