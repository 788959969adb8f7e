import { fieldLabels, validationMessages } from './field-messages';
import { httpMessages } from '../areas/system/messages';

/**
 * The OpenAPI document's named parts, made once from what @fastify/swagger collected from the
 * route schemas: entity schemas become `components.schemas` and every copy of them a `$ref`,
 * the pagination envelope one `PageEnvelope` (`allOf`), error answers `components.responses`,
 * and each operation gets response descriptions and the examples of API_EXAMPLES.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content?: Record<string, Json> };
  responses?: Record<string, Json>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> } & Json;
}

/** Example payloads per operationId: the request body, the 200 answer, query or path parameters. */
export type ApiExamples = Record<string, { request?: unknown; response?: unknown; parameters?: Record<string, unknown> }>;

const SCHEMAS = '#/components/schemas/';
const RESPONSES = '#/components/responses/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Keys whose values are data, not schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);
const ENVELOPE = ['currentPage', 'totalPages', 'per', 'total', 'isFirstPage', 'isLastPage'];

/** The error answers, one per status, each with the `ErrorBody` schema and an example. */
const ERROR_RESPONSES: Record<
  number,
  { name: string; description: string; example: { detail: string; message: string; code: string; field?: string }; retryAfter?: boolean }
> = {
  400: {
    name: 'BadRequest',
    description: 'Bad input: detail names the field and why.',
    example: {
      detail: validationMessages.atLeast(fieldLabels.KUCHI_SU, 1, true),
      message: httpMessages.badRequest,
      code: 'minimum',
      field: 'body.items.0.KUCHI_SU',
    },
  },
  401: {
    name: 'Unauthorized',
    description: 'No token, or an expired or invalid one.',
    example: { detail: httpMessages.unauthorized, message: httpMessages.unauthorized, code: 'session_expired', field: 'Authorization' },
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in but not allowed: an administrator path, BUY_PERMIT_FLG off, or the first-login password change pending.',
    example: { detail: httpMessages.forbidden, message: httpMessages.forbidden, code: 'forbidden' },
  },
  404: {
    name: 'NotFound',
    description: 'The thing named by the path or body does not exist or is not yours.',
    example: { detail: httpMessages.notFound, message: httpMessages.notFound, code: 'not_found', field: 'id' },
  },
  409: {
    name: 'Conflict',
    description: 'The state does not allow it (sold out, window closed, still in use).',
    example: { detail: httpMessages.conflict, message: httpMessages.conflict, code: 'out_of_stock', field: 'items[0].KUCHI_SU' },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The JSON body is larger than the limit (256 KiB).',
    example: { detail: httpMessages.tooLarge, message: httpMessages.badRequest, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not `application/json`.',
    example: { detail: httpMessages.unsupportedMediaDetail('text/plain'), message: httpMessages.unsupportedMedia, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' },
  },
  422: {
    name: 'UnprocessableContent',
    description: 'The Idempotency-Key was first used with another request.',
    example: { detail: httpMessages.badRequest, message: httpMessages.badRequest, code: 'idempotency_key_reused', field: 'Idempotency-Key' },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts or open streams; try again later.',
    example: { detail: httpMessages.tooManyRequests, message: httpMessages.tooManyRequests, code: 'too_many_requests' },
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database is out of reach (or the server is busy or closing); retry after `Retry-After` seconds.',
    example: { detail: validationMessages.databaseDownBecause('unreachable'), message: httpMessages.databaseUnavailable, code: 'database_unreachable' },
    retryAfter: true,
  },
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys: equal schemas give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/** A TypeBox schema as @fastify/swagger writes it into an OpenAPI 3.1 document. */
function documentSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documentSchema);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id' || key === '$schema') continue;
    // @fastify/swagger writes `const` as a one-value `enum` (swagger-ui shows no `const`).
    if (key === 'const') out.enum = [value];
    else out[key] = DATA_KEYS.has(key) ? value : documentSchema(value);
  }
  return out;
}

/** `node` with every copy of a named schema replaced by its `$ref` (the node itself too, unless `keepRoot`). */
function withRefs(node: unknown, names: Map<string, string>, keepRoot = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withRefs(item, names));
  if (!isObject(node)) return node;
  const name = keepRoot ? undefined : names.get(canonical(node));
  if (name) return { $ref: SCHEMAS + name };
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key)) out[key] = value;
    else if ((key === 'properties' || key === 'patternProperties') && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([prop, schema]) => [prop, withRefs(schema, names)]));
    else out[key] = withRefs(value, names);
  }
  return asPage(out);
}

/** A pagination envelope (spec §3) as `allOf: [PageEnvelope]` plus its rows and any extra fields. */
function asPage(node: Json): Json {
  const properties = node.properties;
  if (node.type !== 'object' || !isObject(properties) || !ENVELOPE.every((key) => key in properties) || !isObject(properties.datas)) return node;
  const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => !ENVELOPE.includes(key)));
  const required = Array.isArray(node.required) ? node.required.filter((key) => !ENVELOPE.includes(String(key))) : [];
  const { additionalProperties, ...others } = node;
  return {
    ...others,
    allOf: [{ $ref: `${SCHEMAS}PageEnvelope` }],
    required,
    properties: rest,
    ...(additionalProperties === false ? { unevaluatedProperties: false } : {}),
  };
}

const PAGE_ENVELOPE = {
  type: 'object',
  // `datas` is declared by each page with its own rows (an `unknown[]` here would blur the client's row types).
  description: 'The pagination envelope of spec §3: the page asked for and the totals of the whole filter; each page adds its rows as `datas`.',
  required: ENVELOPE,
  properties: {
    currentPage: { type: 'integer' },
    totalPages: { type: 'integer' },
    per: { type: 'integer' },
    total: { type: 'integer' },
    isFirstPage: { type: 'boolean' },
    isLastPage: { type: 'boolean' },
  },
};

const successDescription = (method: string) =>
  method === 'get' ? 'Success: the data asked for.' : 'Success: done (committed before the answer); the answer below.';

export function nameComponents(document: OpenApiDocument, entities: Record<string, unknown>, examples: ApiExamples): OpenApiDocument {
  const schemas: Record<string, unknown> = { ...(document.components.schemas ?? {}) };
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(entities)) {
    const plain = documentSchema(schema);
    schemas[name] = plain;
    const key = canonical(plain);
    if (!names.has(key)) names.set(key, name);
  }
  for (const name of Object.keys(entities)) schemas[name] = withRefs(schemas[name], names, true);
  schemas.PageEnvelope = PAGE_ENVELOPE;

  const responses: Record<string, unknown> = { ...(document.components.responses ?? {}) };
  for (const { name, description, example, retryAfter } of Object.values(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...(retryAfter ? { headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: `${SCHEMAS}ErrorBody` }, example } },
    };
  }

  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      for (const media of Object.values(operation.requestBody?.content ?? {})) media.schema = withRefs(media.schema, names);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) media.schema = withRefs(media.schema, names);
        const json = (response.content as Record<string, Json> | undefined)?.['application/json'];
        const error = ERROR_RESPONSES[Number(status)];
        if (error && isObject(json?.schema) && json.schema.$ref === `${SCHEMAS}ErrorBody`) {
          operation.responses![status] = { $ref: RESPONSES + error.name };
        } else if (response.description === 'Default Response') {
          response.description = status.startsWith('2') ? successDescription(method) : `Answer ${status}.`;
        }
      }
      addExamples(operation, examples[operation.operationId ?? '']);
    }
  }
  document.components = { ...document.components, schemas, responses };
  return document;
}

function addExamples(operation: Operation, example: ApiExamples[string] | undefined): void {
  if (!example) return;
  const body = operation.requestBody?.content?.['application/json'];
  if (body && example.request !== undefined) body.example = example.request;
  const answer = (operation.responses?.['200']?.content as Record<string, Json> | undefined)?.['application/json'];
  if (answer && example.response !== undefined) answer.example = example.response;
  for (const parameter of operation.parameters ?? []) {
    if (example.parameters && parameter.name in example.parameters) parameter.example = example.parameters[parameter.name];
  }
}
