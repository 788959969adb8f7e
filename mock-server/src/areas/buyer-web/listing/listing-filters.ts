import { ApiError } from '../../../http/api-error';
import { fieldLabel } from '../../../http/field-messages';
import type { WebItemFilters, WebItemSort } from '../web-item/web-item-repository';
import { buyerWebMessages as msg } from '../messages';

export const DEFAULT_PER = 50;
export const MAX_PER = 500;

/**
 * Query encoding of GET /users/web/detail (docs/requirements.md, Part 3 "Purchasing rules"): each list
 * filter is a repeated parameter (`item_names=バラ&item_names=キク`), and each value may also
 * hold a comma-separated list (`item_names=バラ,キク`); `name[]` works too. Flags take 1/0 or
 * true/false; absent or empty means "do not filter".
 */
function list(query: Record<string, unknown>, name: string): string[] {
  const raw = query[name] ?? query[`${name}[]`];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function flag(query: Record<string, unknown>, name: string): boolean | null {
  const values = list(query, name);
  if (values.length === 0) return null;
  const v = values[values.length - 1].toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new ApiError(400, msg.badFlag(fieldLabel(name)), { code: 'bad_parameter', field: name });
}

function positiveInt(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const values = list(query, name);
  if (values.length === 0) return fallback;
  const v = values[values.length - 1];
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1 || Number(v) > max) {
    throw new ApiError(400, msg.badWholeNumber(fieldLabel(name), max), { code: 'bad_parameter', field: name });
  }
  return Number(v);
}

const SORTS: readonly WebItemSort[] = ['default', 'price_asc', 'price_desc', 'remaining_desc', 'shipper'];

/** Katakana ↔ hiragana of the same reading, so 'ばら', 'バラ' and 'ﾊﾞﾗ' find the same lots. */
export function keywordSpellings(raw: string): string[] {
  const k = raw.normalize('NFKC').trim();
  if (k === '') return [];
  const katakana = k.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
  const hiragana = k.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  return [...new Set([raw.trim(), k, katakana, hiragana])];
}

export function parseWebItemFilters(query: Record<string, unknown>): WebItemFilters {
  const sale_dates = list(query, 'sale_dates').map((d) => {
    const iso = d.replace(/\//g, '-');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) {
      throw new ApiError(400, msg.badDate(fieldLabel('sale_dates')), { code: 'bad_parameter', field: 'sale_dates' });
    }
    return iso;
  });
  const open_hours = list(query, 'open_hours').map((h) => {
    if (!/^\d{1,2}$/.test(h) || Number(h) > 23) {
      throw new ApiError(400, msg.badHour(fieldLabel('open_hours')), { code: 'bad_parameter', field: 'open_hours' });
    }
    return Number(h);
  });
  return {
    item_names: list(query, 'item_names'),
    sale_dates,
    color_groups: list(query, 'color_groups'),
    shippers: list(query, 'shippers'),
    varieties: list(query, 'varieties'),
    colors: list(query, 'colors'),
    open_hours,
    is_web_open: flag(query, 'is_web_open'),
    is_recommended: flag(query, 'is_recommended'),
    keywords: keywordOf(query),
    sort: sortOf(query),
    favorites: flag(query, 'favorites') === true,
    products: list(query, 'products'),
    available: flag(query, 'available') === true,
  };
}

function keywordOf(query: Record<string, unknown>): string[] {
  const raw = query.keyword;
  const value = Array.isArray(raw) ? String(raw[raw.length - 1] ?? '') : raw === undefined ? '' : String(raw);
  if (value.length > 100) throw new ApiError(400, msg.tooLong(fieldLabel('keyword'), 100), { code: 'bad_parameter', field: 'keyword' });
  return keywordSpellings(value);
}

function sortOf(query: Record<string, unknown>): WebItemSort {
  const raw = query.sort;
  if (raw === undefined || raw === '') return 'default';
  const value = String(Array.isArray(raw) ? raw[raw.length - 1] : raw);
  const found = SORTS.find((s) => s === value);
  if (!found) throw new ApiError(400, msg.badChoice(fieldLabel('sort')), { code: 'bad_parameter', field: 'sort' });
  return found;
}

export function parsePage(query: Record<string, unknown>): { per: number; page: number } {
  return { per: positiveInt(query, 'per', DEFAULT_PER, MAX_PER), page: positiveInt(query, 'page', 1, 1_000_000) };
}
