/**
 * Generates the client's API types from the server's OpenAPI document, so the contract is
 * written once (the route schemas) and the front end imports it instead of retyping rows.
 *
 *   npm run contract        writes shared/src/api/generated/api-contract.ts
 *   npm run contract:check  fails when that file is stale (run by npm test)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { defaultConfig, REPO_ROOT } from '../src/config';
import { createChangeHub } from '../src/db/change-feed';
import type { Db } from '../src/db/types';

const OUT = path.join(REPO_ROOT, 'shared/src/api/generated/api-contract.ts');
const HEADER = `// Generated from the server's OpenAPI document by \`npm run contract\`. Do not edit by hand:
// change the route schemas in mock-server and regenerate (npm test fails when this is stale).
/* eslint-disable */
`;

/** Building the app registers every route; nothing touches the database. */
const noDb: Db = {
  kind: 'pglite',
  // Never healthy: the in-memory caches stay off.
  changes: createChangeHub(() => Promise.resolve()),
  query: () => Promise.reject(new Error('no database while generating the API contract')),
  transaction: () => Promise.reject(new Error('no database while generating the API contract')),
  close: () => Promise.resolve(),
};

async function generate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-contract-'));
  try {
    const app = await buildApp({ db: noDb, clock: systemClock, config: defaultConfig({ dataDir, fileUrlSecret: 'contract' }) });
    await app.ready();
    const document = app.swagger() as Parameters<typeof openapiTS>[0];
    await app.close();
    return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const text = await generate();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUT, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== text) {
      console.error(`${path.relative(REPO_ROOT, OUT)} is stale: run \`npm run contract\` and commit the result.`);
      process.exit(1);
    }
    console.log('API contract is up to date.');
    return;
  }
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(REPO_ROOT, OUT)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
