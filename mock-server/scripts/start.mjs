#!/usr/bin/env node
// `npm start`: builds what is missing or stale (ensure-built.mjs), then runs the server in this
// same process. package.json starts it with `exec`, so npm's child is this node process itself:
// SIGTERM or SIGINT sent to npm reaches the server, which closes gracefully (main.ts) and exits,
// and nothing is left running. Production: `npm run build`, then `node mock-server/dist/main.js`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

await ensureBuilt();
process.setSourceMapsEnabled(true);
await import(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js'));
