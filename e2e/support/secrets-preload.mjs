// Preloaded (`node --import`) into every e2e test process by run.mjs: the API calls tests make
// with Node's fetch are recorded like the browser's (see secrets-collector.mjs).
import { watchFetch } from './secrets-collector.mjs';

watchFetch();
