import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TProperties, type TSchema } from 'typebox';

/**
 * The shared shapes of the API contract, declared once in TypeBox so each route's schema is
 * also its TypeScript type (`Static<typeof X>`) and the OpenAPI document the client's types
 * are generated from. Objects refuse unknown properties: a misspelt field is a 400 naming it.
 */

/** A route plugin's `app` with typed request.body / query / params. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/** An object that refuses unknown properties. */
export const Strict = <T extends TProperties>(properties: T, options: Record<string, unknown> = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * { detail, message, code, field? } (spec §8: the client shows detail, then message, as two toasts):
 * detail is the Japanese sentence naming the field or thing and what is wrong, message the general
 * Japanese sentence; code (stable, snake_case) and field (the request's own path) are for programs.
 */
export const ErrorBody = Strict({
  detail: Type.String({ description: 'Japanese: which field or thing, and what is wrong' }),
  message: Type.String({ description: 'Japanese: the general sentence' }),
  code: Type.String({ description: 'machine-readable reason, e.g. out_of_stock, required, minimum' }),
  field: Type.Optional(Type.String({ description: 'the request field at fault, e.g. items[0].KUCHI_SU' })),
});

/** Response schemas for the error statuses a route can answer (for the OpenAPI description). */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429 | 503)[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody]));
}

/** `{ "message": "…" }`: the answer of an action that has only a Japanese sentence to say. */
export const MessageAnswer = Strict({ message: Type.String() });

/** The sort direction of list reads. */
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/**
 * Bounds of every list (no request can ask for an unbounded read): a page holds at most MAX_LIST_PER rows. A larger `per` (the
 * spec's own `per=10000000&page=1` for every mail category) is clamped, not refused, by the
 * query validator (http/validator.ts reads CLAMP_KEYWORD); `page` beyond MAX_LIST_PAGE is a 400.
 */
export const MAX_LIST_PER = 1000;
export const MAX_LIST_PAGE = 100_000;
export const CLAMP_KEYWORD = 'x-clamp-maximum';

/**
 * The common parameters of every admin list (spec §2, design rule D6 "API conventions" in docs/requirements.md):
 * query, include_suspension_rows, per, page and a sort (order_by within `sortable`, order).
 * `extra` adds a list's own filters. Defaults are filled by the validator.
 */
export function ListQuery<T extends TProperties>(extra: T, options: { defaultPer?: number; sortable?: readonly string[] } = {}) {
  const sortable = options.sortable ?? [];
  return Strict({
    query: Type.Optional(Type.String({ maxLength: 200 })),
    include_suspension_rows: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 })),
    per: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000_000,
        default: options.defaultPer ?? 50,
        [CLAMP_KEYWORD]: MAX_LIST_PER,
        description: `rows per page; above ${MAX_LIST_PER} the page holds ${MAX_LIST_PER} (the answer's per says so)`,
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_PAGE, default: 1 })),
    order_by: Type.Optional(sortable.length ? Type.Union(sortable.map((name) => Type.Literal(name))) : Type.String({ maxLength: 64 })),
    order: Type.Optional(SortOrder),
    ...extra,
  });
}

/** The list parameters after validation: defaults filled in. */
export interface ListParams {
  query?: string;
  include_suspension_rows: 0 | 1;
  per: number;
  page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
}

/** The validated list query with its defaults as definite values (the validator filled them). */
export function listParams<Q extends { include_suspension_rows?: 0 | 1; per?: number; page?: number }>(q: Q, defaultPer = 50): Q & ListParams {
  return { ...q, include_suspension_rows: q.include_suspension_rows ?? 0, per: q.per ?? defaultPer, page: q.page ?? 1 } as Q & ListParams;
}

/** The pagination envelope of spec §3 around `item`. */
export const Paginated = <T extends TSchema>(item: T) =>
  Strict({
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    per: Type.Integer(),
    total: Type.Integer(),
    isFirstPage: Type.Boolean(),
    isLastPage: Type.Boolean(),
    datas: Type.Array(item),
  });

/** `/admins/<thing>/{code}`-style path parameters. */
export const Params = <T extends TProperties>(properties: T) => Strict(properties);
