import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { errorResponses, typed } from '../../../http/contract';
import { requireHeadBranch } from '../branch-access';
import { security, tags } from '../common-schemas';
import { SettingsAnswer, SettingsBody } from './setting-schemas';
import { branchSettings, saveBranchSettings } from './setting-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET/POST /users/setting: the head branch (001) only. */
export function settingRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const api = typed(app);
  api.get(
    '/users/setting',
    { schema: { tags, security, summary: 'Branch settings (head branch 001 only)', response: { 200: SettingsAnswer, ...errorResponses(401, 403) } } },
    async (request) => branchSettings(deps.db, currentUser(request)),
  );

  api.post(
    '/users/setting',
    {
      schema: {
        tags,
        security,
        summary: 'Save sell margin rates and purchase approval (head branch 001 only)',
        body: SettingsBody,
        response: { 200: SettingsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      // Before the body is validated: another branch is refused whatever it sends, not told what a valid body looks like.
      preValidation: async (request) => {
        requireHeadBranch(currentUser(request));
      },
    },
    async (request) => saveBranchSettings(deps.db, currentUser(request), request.body.branches),
  );
}
