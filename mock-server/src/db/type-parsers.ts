/**
 * How column values come back, identical on PGlite and PostgreSQL:
 * - int8 (count(*), bigserial ids) and numeric → JS number (our values stay far below 2^53)
 * - date → the 'YYYY-MM-DD' string as stored (never a JS Date, which would shift with the zone)
 * - timestamptz → JS Date (both drivers' default)
 * - time → 'HH:MM:SS' string, json/jsonb → parsed values (both drivers' default)
 */
export const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  INT8_ARRAY: 1016,
  NUMERIC_ARRAY: 1231,
  DATE_ARRAY: 1182,
} as const;

export const toNumber = (value: string): number => Number(value);
export const asText = (value: string): string => value;
