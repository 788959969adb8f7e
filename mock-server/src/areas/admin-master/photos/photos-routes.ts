import type { FastifyInstance } from 'fastify';
import { typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { DeleteImageBody, PhotoAnswer, UploadImageBody } from './photos-schemas';
import { deletePhoto, registerPhotos } from './photos-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin products'];

/** Photo register and delete for products and receivings (spec §4: upload to the signed URL first, then register). */
export function photosRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.post(
    '/admins/products/upload-image',
    route({ summary: 'Register photos PUT to their signed URLs (product or receiving)', body: UploadImageBody }, PhotoAnswer, [400, 401, 403, 404]),
    async (request) => registerPhotos(deps, actorOf(request), request.body, m.photoSaved),
  );
  r.delete(
    '/admins/products/image',
    route({ summary: 'Delete one photo of a product or receiving', body: DeleteImageBody }, PhotoAnswer, [400, 401, 403, 404]),
    async (request) => deletePhoto(deps, actorOf(request), request.body, m.photoDeleted),
  );
}
