/**
 * The chart components, loaded through their CommonJS build on purpose. Their ES-module build
 * (.mjs) is strict ESM, and under Module Federation its default imports of the shared
 * singletons (`import useMediaQuery from '@mui/material/useMediaQuery'`) receive the module
 * object instead of the function, so every chart throws at render. The CommonJS build
 * goes through the usual default-import interop and works with the shared MUI. The proper
 * fix is a webpack rule in shared/build (`.mjs` from node_modules as `javascript/auto`);
 * this keeps the charts working until then and is harmless after.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const { BarChart } = require('@mui/x-charts/BarChart') as typeof import('@mui/x-charts/BarChart');
export const { LineChart } = require('@mui/x-charts/LineChart') as typeof import('@mui/x-charts/LineChart');
