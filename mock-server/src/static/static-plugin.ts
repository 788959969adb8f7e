import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notBuiltPage } from '../areas/system/messages';
import { cacheControlFor, REVALIDATE } from './cache-headers';
import { listRemotes } from './remotes';
import { runtimeConfig } from './runtime-config';

/**
 * What every build folder is served with: Cache-Control by file (cache-headers.ts), ETag and
 * Last-Modified for revalidation, and the .br/.gz copies the build wrote beside each file when
 * the browser accepts them (no compression work per request).
 */
const BUILT_FILES = {
  cacheControl: false,
  etag: true,
  lastModified: true,
  preCompressed: true,
  setHeaders: (reply: { header: (name: string, value: string) => unknown }, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath)),
} as const;

/** Paths that never fall back to the shell's index.html. */
const NO_FALLBACK = /^\/(api|remotes|files)(\/|$)/;

/**
 * The one-URL shape: the shell's build at /, each remote's build at /remotes/<folder>/, the
 * runtime config at /config.json. Every route here is open (they are the app's own files).
 */
export async function staticPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true };
  });
  const shellDist = path.join(app.config.webRoot, 'shell', 'dist');

  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    const body = JSON.stringify(await runtimeConfig(app.config.webRoot, app.config.apiTarget));
    // Revalidated like the other entry points: an unchanged config answers 304.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  for (const remote of listRemotes(app.config.webRoot)) {
    await app.register(fastifyStatic, {
      root: remote.dist,
      prefix: remote.prefix,
      decorateReply: false,
      ...BUILT_FILES,
      schemaHide: true,
      logLevel: 'warn',
    });
  }

  // Files are looked up per request, so a rebuilt shell is served without a restart.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, schemaHide: true, ...BUILT_FILES });
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    serveShellFallback(request, reply, app.config.webRoot);
  });
}

/**
 * For the not-found handler: client routes such as /web/buy/done get the shell's index.html;
 * API paths, remotes, files and anything that looks like a file answer a plain 404.
 * Returns false when the request is not one the shell should answer.
 */
export function serveShellFallback(request: FastifyRequest, reply: FastifyReply, webRoot: string): boolean {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const urlPath = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NO_FALLBACK.test(urlPath) || path.extname(urlPath)) return false;
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage('shell/dist'));
    return true;
  }
  reply.header('Cache-Control', REVALIDATE);
  reply.sendFile('index.html', shellDist);
  return true;
}
