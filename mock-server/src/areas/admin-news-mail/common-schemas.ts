import type { TSchema } from 'typebox';
import { errorResponses, MessageAnswer } from '../../http/contract';

/**
 * The route options every administration endpoint of this area shares — its OpenAPI tag,
 * the bearer security and the answers of its kind — so each route file states only what
 * differs: the path, the summary, the schemas and the handler.
 */
export function adminRouteSchemas(tag: string) {
  const common = { tags: [tag], security: [{ bearer: [] }] };
  return {
    list: <Q extends TSchema, P extends TSchema>(summary: string, querystring: Q, page: P) => ({
      schema: { ...common, summary, querystring, response: { 200: page, ...errorResponses(400, 401, 403) } },
    }),
    create: <B extends TSchema, R extends TSchema>(summary: string, body: B, answer: R) => ({
      schema: { ...common, summary, body, response: { 200: answer, ...errorResponses(400, 401, 403) } },
    }),
    /** `conflict`: the update may answer 409. */
    update: <P extends TSchema, B extends TSchema, R extends TSchema>(summary: string, params: P, body: B, answer: R, conflict = false) => ({
      schema: { ...common, summary, params, body, response: { 200: answer, ...errorResponses(400, 401, 403, 404, ...(conflict ? [409 as const] : [])) } },
    }),
    /** A delete answers `{ message }`; `conflict`: it may answer 409. */
    remove: <P extends TSchema>(summary: string, params: P, conflict = false) => ({
      schema: { ...common, summary, params, response: { 200: MessageAnswer, ...errorResponses(401, 403, 404, ...(conflict ? [409 as const] : [])) } },
    }),
  };
}
