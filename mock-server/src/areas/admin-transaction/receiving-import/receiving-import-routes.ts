import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/actor';
import { errorResponses, typed } from '../../../http/contract';
import type { AdminTransactionDeps } from '../deps';
import { security, tags } from '../common-schemas';
import { ImportAnswer, ImportBody } from './receiving-import-schemas';
import { importReceivings } from './receiving-import-service';

/** A day's arrival file may be large: base64 of up to about 8 MB of CSV. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export function receivingImportRoutes(app: FastifyInstance, deps: AdminTransactionDeps): void {
  typed(app).post(
    '/admins/receiving/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Import the day’s receivings from the auction system’s CSV (preview with dry_run; all lines or none)',
        body: ImportBody,
        response: { 200: ImportAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => importReceivings(deps, actorOf(request), request.body),
  );
}
