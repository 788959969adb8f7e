import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `name` of this folder: compiled beside this file (dist/), or the
 * TypeScript source compiled as it loads (tsx, jest), whose loader a worker thread does not inherit.
 */
export function startWorkerFile(name: string, workerData: unknown): Worker {
  const compiled = path.join(__dirname, `${name}.js`);
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = path.join(__dirname, `${name}.ts`);
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}
