#!/usr/bin/env node
// Builds the front-end packages whose dist/ is missing, so `npm start` on a fresh checkout
// serves a working app without rebuilding what is already there, and compiles the server
// (mock-server/dist) when it is missing or older than its sources (a second or two).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packages = [
  'shell',
  ...readdirSync(root)
    .filter((name) => name.startsWith('remote-'))
    .sort(),
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const name of packages) {
  const manifest = path.join(root, name, 'package.json');
  if (!existsSync(manifest)) continue;
  const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!scripts.build) {
    console.log(`ensure-built: ${name} has no build script, skipped`);
    continue;
  }
  if (existsSync(path.join(root, name, 'dist'))) continue;
  console.log(`ensure-built: building ${name} (no dist/ yet)…`);
  const result = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
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
