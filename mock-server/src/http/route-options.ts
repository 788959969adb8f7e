import type { TSchema } from 'typebox';
import { errorResponses } from './contract';

type ErrorStatus = Parameters<typeof errorResponses>[0];

/** What a route declares of itself: its summary, a longer description, and the schemas of the request it validates. */
interface RequestParts {
  summary: string;
  description?: string;
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  body?: TSchema;
}

/**
 * The route options of a group's signed-in routes (one OpenAPI tag, the bearer security), so a
 * declaration says only what differs: `route({ summary, params, body }, Answer, [400, 404])` is
 * `{ schema: { tags, security, summary, params, body, response: { 200: Answer, ...errorResponses(400, 404) } } }`.
 * The schemas keep their types, so the request and the answer stay typed through `typed(app)`.
 */
export function bearerRoute(tags: string[]) {
  const common = { tags, security: [{ bearer: [] }] };
  return <P extends RequestParts, A extends TSchema>(parts: P, answer: A, errors: ErrorStatus[]) => ({
    schema: { ...common, ...parts, response: { 200: answer, ...errorResponses(...errors) } },
  });
}
