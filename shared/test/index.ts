// Test-only entry: `import { renderWithProviders } from 'shared/test'`. Kept out of
// src/index.ts so that no production bundle carries @testing-library or node:http.
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { signedInSession } from './sample-sessions';
export { startTestApiServer, json, type RecordedRequest } from './test-api-server';
export { setupApiDouble, pageOf, failure, type ApiDouble, type ApiDoubleRequest, type ApiDoubleFailure } from './api-double';
