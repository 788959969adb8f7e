import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** The route's declared schema (tests check every route declares params, query, body, response). */
  schema?: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (tests walk it to prove the auth and role rules). */
    registeredRoutes: RegisteredRoute[];
  }
}

export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
    for (const method of methods) routes.push({ method, url: route.url, public: isPublic, schema: route.schema });
  });
}
