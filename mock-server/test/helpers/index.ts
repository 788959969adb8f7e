export { startTestServer, type TestServer, type ApiResponse, type ApiOptions, type StartOptions, type OutboxMail } from './test-server';
export { TEST_NOW } from './constants';
export { ManualClock } from '../../src/clock';
export { createAccount, type FixtureAccount } from './fixtures';
export { waitFor } from './wait';
export { apiRoutes, concretePath } from './routes';
export { dataFingerprint } from './fingerprint';
export { rawGet, jsonOf, headerOf, fieldsBesideBody, type RawAnswer } from './raw-get';
export { RealTimeClock } from './real-time-clock';
