import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/auth-hook';
import { errorResponses, typed } from '../../../http/contract';
import { security, tags } from '../common-schemas';
import { MypageAnswer, MypageQuery } from './mypage-schemas';
import { mypage } from './mypage-service';

/** GET /users/mypage: open to every signed-in account. */
export function mypageRoutes(app: FastifyInstance): void {
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
    async (request) => mypage(app.db, currentUser(request).accountId, request.query.month, app.clock.now()),
  );
}
