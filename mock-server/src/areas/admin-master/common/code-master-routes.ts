import type { FastifyInstance, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { actorOf, type Actor } from '../../../http/actor';
import { errorResponses, listParams, MessageAnswer, type ListParams } from '../../../http/contract';
import type { AdminMasterDeps } from '../deps';

/** The declaration of a code-keyed master's four routes (items, shippers): what differs between them. */
export interface CodeMasterRouteSpec<Q extends TSchema, Pg extends TSchema, C extends TSchema, U extends TSchema, Pa extends TSchema, A extends TSchema> {
  /** '/admins/item': the list and create path; edit is `${path}/:code`, delete `${path}/delete/:code`. */
  path: string;
  /** The code's path parameter ('ITEM_CD'). */
  codeField: string;
  tag: string;
  summaries: { list: string; create: string; edit: string; remove: string };
  schemas: { query: Q; page: Pg; create: C; update: U; params: Pa; answer: A };
  page: (deps: AdminMasterDeps, q: Static<Q> & ListParams) => Promise<Static<Pg>>;
  create: (deps: AdminMasterDeps, actor: Actor, body: Static<C>) => Promise<Static<A>>;
  edit: (deps: AdminMasterDeps, actor: Actor, code: string, body: Static<U>) => Promise<Static<A>>;
  remove: (deps: AdminMasterDeps, actor: Actor, code: string) => Promise<void>;
  /** The delete's answer. */
  deleted: string;
}

/**
 * GET and POST `path`, PUT `path/:code`, DELETE `path/delete/:code` of a code-keyed master, the
 * same for every such master (common/code-master.ts holds their service side). The spec ties
 * each service to its schemas (a service whose answer drifts from the response schema does not
 * compile at the call site); the handlers here only pass the validated request on.
 */
export function codeMasterRoutes<Q extends TSchema, Pg extends TSchema, C extends TSchema, U extends TSchema, Pa extends TSchema, A extends TSchema>(
  app: FastifyInstance,
  deps: AdminMasterDeps,
  spec: CodeMasterRouteSpec<Q, Pg, C, U, Pa, A>,
): void {
  const { schemas: s, summaries } = spec;
  // Declared as plain FastifySchema: the answer's type is checked through the spec, not inferred here.
  const route = (schema: FastifySchema): RouteShorthandOptions => ({ schema: { tags: [spec.tag], security: [{ bearer: [] }], ...schema } });
  const codeOf = (params: unknown) => (params as Record<string, string>)[spec.codeField];
  app.get(spec.path, route({ summary: summaries.list, querystring: s.query, response: { 200: s.page, ...errorResponses(400, 401, 403) } }), async (request) =>
    spec.page(deps, listParams(request.query as Static<Q> & { per?: number })),
  );
  app.post(
    spec.path,
    route({ summary: summaries.create, body: s.create, response: { 200: s.answer, ...errorResponses(400, 401, 403, 409) } }),
    async (request) => spec.create(deps, actorOf(request), request.body as Static<C>),
  );
  app.put(
    `${spec.path}/:${spec.codeField}`,
    route({ summary: summaries.edit, params: s.params, body: s.update, response: { 200: s.answer, ...errorResponses(400, 401, 403, 404) } }),
    async (request) => spec.edit(deps, actorOf(request), codeOf(request.params), request.body as Static<U>),
  );
  app.delete(
    `${spec.path}/delete/:${spec.codeField}`,
    route({ summary: summaries.remove, params: s.params, response: { 200: MessageAnswer, ...errorResponses(400, 401, 403, 404, 409) } }),
    async (request) => {
      await spec.remove(deps, actorOf(request), codeOf(request.params));
      return { message: spec.deleted };
    },
  );
}
