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

/** { detail, message }: detail names the field or thing and why; message is the Japanese sentence. */
export const ErrorBody = Strict({ detail: Type.String(), message: Type.String() });

/** Response schemas for the error statuses a route can answer (for the OpenAPI description). */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429 | 503)[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody]));
}

/** `{ "message": "…" }`: the answer of an action that has only a Japanese sentence to say. */
export const MessageAnswer = Strict({ message: Type.String() });

/** The sort direction of list reads. */
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/**
 * The common parameters of every admin list (spec §2, DESIGN.md "API conventions"):
 * query, include_suspension_rows, per, page and a sort (order_by within `sortable`, order).
 * `extra` adds a list's own filters. Defaults are filled by the validator.
 */
export function ListQuery<T extends TProperties>(extra: T, options: { defaultPer?: number; sortable?: readonly string[] } = {}) {
  const sortable = options.sortable ?? [];
  return Strict({
    query: Type.Optional(Type.String({ maxLength: 200 })),
    include_suspension_rows: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 })),
    per: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, default: options.defaultPer ?? 50 })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
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
