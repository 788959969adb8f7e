import type { RegisteredRoute } from '../../src/http/route-registry';

/** A concrete path for a route pattern: every parameter becomes `value`. */
export function concretePath(url: string, value = '1'): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));
}

/** The registered API routes (under /api/v1), one per method, HEAD left out (it mirrors GET). */
export function apiRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (!r.url.startsWith('/api/v1/') || r.method === 'HEAD' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
