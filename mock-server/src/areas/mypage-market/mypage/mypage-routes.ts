import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { MypageAnswer, MypageQuery } from './mypage-schemas';
import { mypage } from './mypage-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET /users/mypage: open to every signed-in account. */
export function mypageRoutes(app: FastifyInstance, deps: AreaDeps): void {
  typed(app).get(
    '/users/mypage',
    {
      schema: {
        tags,
        security,
        summary: 'My page: latest news, the month’s schedule and note, links',
        querystring: MypageQuery,
        response: { 200: MypageAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => mypage(deps.db, currentUser(request).accountId, request.query.month, deps.clock.now()),
  );
}
