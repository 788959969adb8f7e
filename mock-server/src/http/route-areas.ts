import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Where route areas live: src/areas, one folder per area, named like the front end. */
const AREA_ROOTS = [path.join(__dirname, '..', 'areas')];

/**
 * Route areas: every folder of src/areas with an index.ts whose default
 * export is a Fastify plugin declaring paths relative to /api/v1 (`/users/web/buy`,
 * `/admins/link`). Areas are found rather than listed, so each team adds its folder without
 * editing app.ts.
 */
export async function registerRouteAreas(app: FastifyInstance, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (const root of AREA_ROOTS) found.push(...(await registerAreasIn(app, prefix, root)));
  return found;
}

async function registerAreasIn(app: FastifyInstance, prefix: string, root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const areas = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => ['index.ts', 'index.js'].some((file) => existsSync(path.join(root, name, file))))
    .sort();
  for (const area of areas) {
    const mod = (await import(path.join(root, area, 'index'))) as { default?: FastifyPluginAsync };
    if (typeof mod.default !== 'function') throw new Error(`${path.join(root, area)}/index.ts must default-export a Fastify plugin`);
    await app.register(mod.default, { prefix });
  }
  return areas;
}
