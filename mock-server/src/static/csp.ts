import type { AppConfig } from '../config';

/**
 * Content-Security-Policy of the app: scripts only from this origin (the shell and every
 * remote are served from it, so Module Federation needs nothing more). Styles allow
 * 'unsafe-inline' because emotion (MUI) injects <style> tags at run time. When API_TARGET
 * is another origin, calls to it are allowed too.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'apiTarget'>): Record<string, string[]> {
  const connect = ["'self'"];
  if (config.apiTarget && /^https?:\/\//.test(config.apiTarget)) connect.push(new URL(config.apiTarget).origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
