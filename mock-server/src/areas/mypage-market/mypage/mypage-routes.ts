import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { tags } from '../common-schemas';
import { MypageAnswer, MypageQuery } from './mypage-schemas';
import { mypage } from './mypage-service';
import type { AreaDeps } from '../../../http/area-deps';
import { bearerRoute } from '../../../http/route-options';

/** GET /users/mypage: open to every signed-in account. */
export function mypageRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get(
    '/users/mypage',
    route({ summary: 'My page: latest news, the month’s schedule and note, links', querystring: MypageQuery }, MypageAnswer, [400, 401]),
    async (request) => mypage(deps, currentUser(request).accountId, request.query.month),
  );
}
