#!/usr/bin/env node
// Compiles the server (src/**/*.ts) to dist/ as CommonJS, file for file, with esbuild (no type
// check: `npm run typecheck` does that), and copies the migrations beside the compiled code.
// dist/ mirrors src/, so every __dirname-relative path (migrations, areas, the repo root) holds.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(serverRoot, 'src');
const dist = path.join(serverRoot, 'dist');

/** Every file under dir, recursively. */
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const stamp = path.join(dist, '.built');

/** True when dist/ is missing or some file under src/ changed after the last build. */
export function serverIsStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return walk(src).some((f) => statSync(f).mtimeMs > built);
}

export async function buildServer() {
  const started = Date.now();
  // Built beside dist/ and swapped in whole: a server starting meanwhile (an e2e run, npm start)
  // never finds a half-written dist/.
  const next = `${dist}.${process.pid}.next`;
  rmSync(next, { recursive: true, force: true });
  const files = walk(src);
  await build({
    entryPoints: files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')),
    outdir: next,
    outbase: src,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // import(variable) (the route areas, the seed) becomes require(), which finds index.js as tsx finds index.ts.
    supported: { 'dynamic-import': false },
    logLevel: 'warning',
  });
  // Non-code assets (the migrations' .sql) keep their place.
  for (const file of files.filter((f) => !f.endsWith('.ts'))) cpSync(file, path.join(next, path.relative(src, file)));
  writeFileSync(path.join(next, '.built'), `${new Date().toISOString()}\n`);
  const old = `${dist}.${process.pid}.old`;
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
  console.log(`build-server: ${files.length} files → mock-server/dist in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
