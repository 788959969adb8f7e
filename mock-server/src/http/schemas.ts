/**
 * LEGACY: plain JSON-schema builders, left only for buyer-web's schemas until they move to
 * TypeBox (http/contract.ts); every other area declares its schemas there. Delete this file
 * when nothing imports it.
 *
 * Small JSON-schema builders. Objects refuse unknown properties by default, so a misspelt
 * field gets a 400 naming it instead of being ignored.
 */
type Schema = Record<string, unknown>;

export function object(properties: Record<string, Schema>, required: string[] = Object.keys(properties), extra: Schema = {}): Schema {
  return { type: 'object', properties, required, additionalProperties: false, ...extra };
}

export const string = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const integer = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const number = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
export const boolean = (extra: Schema = {}): Schema => ({ type: 'boolean', ...extra });
export const array = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
export const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, 'null'] });
/** A date-time answered as ISO 8601 text (timestamptz columns come back as Date). */
export const dateTime = (extra: Schema = {}): Schema => ({ type: 'string', format: 'date-time', ...extra });

export const errorBody = object({ detail: string(), message: string() });

/** Response schemas for the error statuses a route can answer (for the OpenAPI description). */
export function errors(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429)[]): Record<number, Schema> {
  return Object.fromEntries(codes.map((code) => [code, errorBody]));
}

/** The pagination envelope of spec §3 around `item`. */
export const paginated = (item: Schema): Schema =>
  object({
    currentPage: integer(),
    totalPages: integer(),
    per: integer(),
    total: integer(),
    isFirstPage: boolean(),
    isLastPage: boolean(),
    datas: array(item),
  });
