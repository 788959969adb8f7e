/**
 * Runtime configuration, read by the shell from /config.json at start-up (never baked into a
 * bundle, so one build serves every environment). `shared` is a federation singleton, so the
 * one copy set by the shell is the copy every remote's base query reads.
 */
export interface RuntimeConfig {
  /** 'MOCK' → the bundled server at /api/v1, no token refresh; otherwise the API base URL. */
  API_TARGET: string;
  /** Overrides the spec's 150000 ms API timeout (tests use a short one). */
  API_TIMEOUT_MS?: number;
}

export const MOCK_API_TARGET = 'MOCK';
export const MOCK_API_BASE_URL = '/api/v1';

const defaultConfig: RuntimeConfig = { API_TARGET: MOCK_API_TARGET };
let current: RuntimeConfig = defaultConfig;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...defaultConfig, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function isMockTarget(config: RuntimeConfig = current): boolean {
  return config.API_TARGET === MOCK_API_TARGET;
}

/** The URL every api path (such as '/users/web') is appended to, without a trailing slash. */
export function apiBaseUrl(config: RuntimeConfig = current): string {
  return isMockTarget(config) ? MOCK_API_BASE_URL : config.API_TARGET.replace(/\/+$/, '');
}
