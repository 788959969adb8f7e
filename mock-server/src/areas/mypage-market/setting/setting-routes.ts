import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/current-user';
import { typed } from '../../../http/contract';
import { bearerRoute } from '../../../http/route-options';
import { requireHeadBranch } from '../branch-access';
import { tags } from '../common-schemas';
import { SettingsAnswer, SettingsBody } from './setting-schemas';
import { branchSettings, saveBranchSettings } from './setting-service';
import type { AreaDeps } from '../../../http/area-deps';

/** GET/POST /users/setting: the head branch (001) only. */
export function settingRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const route = bearerRoute(tags);
  const r = typed(app);
  r.get('/users/setting', route({ summary: 'Branch settings (head branch 001 only)' }, SettingsAnswer, [401, 403]), async (request) =>
    branchSettings(deps, currentUser(request)),
  );

  r.post(
    '/users/setting',
    {
      ...route({ summary: 'Save sell margin rates and purchase approval (head branch 001 only)', body: SettingsBody }, SettingsAnswer, [400, 401, 403, 404]),
      // Before the body is validated: another branch is refused whatever it sends, not told what a valid body looks like.
      preValidation: async (request) => {
        requireHeadBranch(currentUser(request));
      },
    },
    async (request) => saveBranchSettings(deps, currentUser(request), request.body.branches),
  );
}
