// An async boundary before anything shared is used, so federation can settle which copy of
// each singleton to use before React starts (STACK.md "Module Federation"). config.json is
// fetched meanwhile, not after the start-up chunks have arrived.
import { loadShellConfig } from './runtime/load-config';

loadShellConfig().catch(() => undefined); // bootstrap awaits the same promise and shows the failure
import('./bootstrap');
