import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/auth-hook';
import { errors } from '../../http/schemas';
import { branchSettings, saveBranchSettings, type SettingsChange } from '../../services/branch-settings-service';
import { requireHeadBranch } from '../../services/buyer-branch-access';
import { saleHistory, saleHistoryDetail } from '../../services/sale-history-service';
import * as s from './schemas';

const tags = ['buyer pages'];
const security = [{ bearer: [] }];

/** /users/sale(/detail) and /users/setting: bound to the caller's purchaser and branch. */
export function branchRoutes(app: FastifyInstance): void {
  app.get(
    '/users/sale',
    { schema: { tags, security, summary: 'Purchase history by date (the head branch may pass another branch of its purchaser)', querystring: s.saleQuery, response: { 200: s.saleAnswer, ...errors(400, 401, 403, 404) } } },
    async (request) => saleHistory(app.db, currentUser(request), request.query as { branch?: string; from?: string; to?: string }, app.clock.now()),
  );

  app.get(
    '/users/sale/detail',
    { schema: { tags, security, summary: 'The sale lines of one purchase date', querystring: s.saleDetailQuery, response: { 200: s.saleDetailAnswer, ...errors(400, 401, 403, 404) } } },
    async (request) => saleHistoryDetail(app.db, currentUser(request), request.query as { branch?: string; purchase_date: string }),
  );

  app.get(
    '/users/setting',
    { schema: { tags, security, summary: 'Branch settings (head branch 001 only)', response: { 200: s.settingsAnswer, ...errors(401, 403) } } },
    async (request) => branchSettings(app.db, currentUser(request)),
  );

  app.post(
    '/users/setting',
    {
      schema: { tags, security, summary: 'Save sell margin rates and purchase approval (head branch 001 only)', body: s.settingsBody, response: { 200: s.settingsAnswer, ...errors(400, 401, 403, 404) } },
      // Before the body is validated: another branch is refused whatever it sends, not told what a valid body looks like.
      preValidation: async (request) => {
        requireHeadBranch(currentUser(request));
      },
    },
    async (request) => saveBranchSettings(app.db, currentUser(request), (request.body as { branches: SettingsChange[] }).branches),
  );
}
