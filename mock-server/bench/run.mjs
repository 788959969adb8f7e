// `npm run bench` (from the repository root): seeds the benchmark-scale market into a fresh
// in-memory PGlite and times the main reads. The work is in bench.ts, run through tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '..', '..', 'node_modules', '.bin', 'tsx');
const result = spawnSync(tsx, [path.join(here, 'bench.ts'), ...process.argv.slice(2)], { stdio: 'inherit', timeout: 180_000 });
if (result.error) {
  console.error(result.error.message);
  process.exit(1);
}
process.exit(result.status ?? 1);
