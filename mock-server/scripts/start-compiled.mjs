#!/usr/bin/env node
// Starts the compiled server (mock-server/dist/main.js), compiling it first when it is missing
// or older than its sources. Used by e2e/run.mjs; `npm start` does the same in two steps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

if (serverIsStale()) await buildServer();
process.setSourceMapsEnabled(true);
await import(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js'));
