#!/usr/bin/env node
// Builds the front-end packages whose dist/ is missing or older than their sources (after a
// pull, `npm start` must not serve the old UI against the new API), without rebuilding what is
// current, and compiles the server (mock-server/dist) when it is missing or older than its
// sources (a second or two). A package's sources: its src/, public/, package.json, webpack and
// TypeScript configuration, and what every package builds from: shared/src and shared/build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Every file under dir (none when it does not exist), skipping node_modules and tests. */
const walk = (dir) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        if (e.name === 'node_modules') return [];
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return walk(full);
        return /\.test\.tsx?$/.test(e.name) ? [] : [full];
      });

const newest = (files) => files.reduce((max, f) => Math.max(max, statSync(f).mtimeMs), 0);

/** The sources of package `name` (see above), newest modification time. */
export function sourcesChangedAt(name) {
  const dir = path.join(root, name);
  const own = [
    ...walk(path.join(dir, 'src')),
    ...walk(path.join(dir, 'public')),
    ...readdirSync(dir)
      .filter((f) => /^(package\.json|tsconfig.*\.json|webpack\.config\.[cm]?js)$/.test(f))
      .map((f) => path.join(dir, f)),
  ];
  return Math.max(newest(own), newest([...walk(path.join(root, 'shared', 'src')), ...walk(path.join(root, 'shared', 'build'))]));
}

/** Written into dist/ after each build this script runs (webpack's clean removes it on other builds). */
const STAMP = '.built';

/**
 * When dist/ was last built, 0 when there is none: the stamp of this script's last build, else
 * the newest file of dist/ (webpack leaves a file it would write unchanged as it was, so a build
 * that changed little may look older than it is: then the next start builds once more, and stamps).
 */
export function builtAt(name) {
  const dist = path.join(root, name, 'dist');
  if (existsSync(path.join(dist, STAMP))) return statSync(path.join(dist, STAMP)).mtimeMs;
  const files = walk(dist);
  return files.length ? newest(files) : 0;
}

export function packagesToBuild() {
  const packages = [
    'shell',
    ...readdirSync(root)
      .filter((name) => name.startsWith('remote-'))
      .sort(),
  ];
  const result = [];
  for (const name of packages) {
    const manifest = path.join(root, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!scripts.build) {
      console.log(`ensure-built: ${name} has no build script, skipped`);
      continue;
    }
    const built = builtAt(name);
    if (built === 0) result.push({ name, why: 'no dist/ yet' });
    else if (sourcesChangedAt(name) > built) result.push({ name, why: 'sources newer than dist/' });
  }
  return result;
}

export async function ensureBuilt() {
  for (const { name, why } of packagesToBuild()) {
    console.log(`ensure-built: building ${name} (${why})…`);
    const startedAt = new Date();
    const result = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    // Stamped with the build's start: a source changed during the build is still newer.
    if (result.status === 0) {
      const stamp = path.join(root, name, 'dist', STAMP);
      writeFileSync(stamp, `${startedAt.toISOString()}\n`);
      utimesSync(stamp, startedAt, startedAt);
    }
    if (result.status !== 0) {
      console.error(`ensure-built: the build of ${name} failed (exit ${result.status}).`);
      // Without the shell nothing works; a broken remote only breaks its own area.
      if (name === 'shell') process.exit(result.status ?? 1);
    }
  }
  if (serverIsStale()) {
    console.log('ensure-built: compiling the server (mock-server/dist missing or older than its sources)…');
    await buildServer();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dry-run')) {
    const todo = packagesToBuild();
    console.log(todo.length ? todo.map((t) => `${t.name}: ${t.why}`).join('\n') : 'ensure-built: every package is current');
  } else await ensureBuilt();
}
