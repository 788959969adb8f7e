import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with prototype-poisoning protection (Fastify's own parser), except that an
 * empty body counts as `{}`: calls such as refresh and signout carry no payload, and
 * clients differ in whether they send `Content-Type: application/json` with nothing.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  // The API takes JSON only: any other body (text/plain included) answers 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parse(request, body as string, done);
  });
}
