// Test-only entry: `import { renderWithProviders } from 'shared/test'`. Kept out of
// src/index.ts so that no production bundle carries @testing-library or node:http.
export { renderWithProviders, type RenderWithProvidersOptions } from '../src/test/render-with-providers';
export { signedInSession } from '../src/test/sample-sessions';
export { startTestApiServer, json, type RecordedRequest } from '../src/test/test-api-server';
export { setupApiDouble, pageOf, failure, type ApiDouble, type ApiDoubleRequest, type ApiDoubleFailure } from '../src/test/api-double';
