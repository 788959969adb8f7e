import type { FastifyInstance } from 'fastify';
import { listParams, MessageAnswer, typed } from '../../../http/contract';
import { actorOf } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { adminMasterMessages as m } from '../messages';
import { LinkAnswer, LinkCreate, LinkPage, LinkParams, LinkQuery, LinkUpdate } from './links-schemas';
import { createLink, editLink, linkPage, removeLink } from './links-service';
import { bearerRoute } from '../../../http/route-options';

const tags = ['admin links'];

/** /admins/link: list, create, edit (the 休止 switch too) and delete (spec §7 "Admin links"). */
export function linksRoutes(app: FastifyInstance, deps: AdminMasterDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/admins/link', route({ summary: 'Links, paginated', querystring: LinkQuery }, LinkPage, [400, 401, 403]), async (request) =>
    linkPage(deps, listParams(request.query)),
  );
  r.post('/admins/link', route({ summary: 'Create a link (http or https only)', body: LinkCreate }, LinkAnswer, [400, 401, 403]), async (request) =>
    createLink(deps, actorOf(request), request.body),
  );
  r.put(
    '/admins/link/:LINK_CD',
    route({ summary: 'Edit a link or switch SUSPEND_FLG', params: LinkParams, body: LinkUpdate }, LinkAnswer, [400, 401, 403, 404]),
    async (request) => {
      return editLink(deps, actorOf(request), request.params.LINK_CD, request.body);
    },
  );
  r.delete('/admins/link/delete/:LINK_CD', route({ summary: 'Delete a link', params: LinkParams }, MessageAnswer, [400, 401, 403, 404]), async (request) => {
    await removeLink(deps, actorOf(request), request.params.LINK_CD);
    return { message: m.deleted(m.link) };
  });
}
