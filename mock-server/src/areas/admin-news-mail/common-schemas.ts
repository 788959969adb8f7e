import type { TSchema } from 'typebox';
import { MessageAnswer } from '../../http/contract';
import { bearerRoute } from '../../http/route-options';

/**
 * The route options every administration endpoint of this area shares — its OpenAPI tag,
 * the bearer security and the answers of its kind — so each route file states only what
 * differs: the path, the summary, the schemas and the handler.
 */
export function adminRouteSchemas(tag: string) {
  const route = bearerRoute([tag]);
  return {
    list: <Q extends TSchema, P extends TSchema>(summary: string, querystring: Q, page: P) => route({ summary, querystring }, page, [400, 401, 403]),
    create: <B extends TSchema, R extends TSchema>(summary: string, body: B, answer: R) => route({ summary, body }, answer, [400, 401, 403]),
    /** `conflict`: the update may answer 409. */
    update: <P extends TSchema, B extends TSchema, R extends TSchema>(summary: string, params: P, body: B, answer: R, conflict = false) =>
      route({ summary, params, body }, answer, [400, 401, 403, 404, ...(conflict ? [409 as const] : [])]),
    /** A delete answers `{ message }`; `conflict`: it may answer 409. */
    remove: <P extends TSchema>(summary: string, params: P, conflict = false) =>
      route({ summary, params }, MessageAnswer, [401, 403, 404, ...(conflict ? [409 as const] : [])]),
  };
}
