/** Numbers as a Japanese user reads them (spec §9: ja-JP with rounding). */
import { messages } from '../messages';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(fractionDigits: number): Intl.NumberFormat {
  let found = formatters.get(fractionDigits);
  if (!found) {
    found = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 });
    formatters.set(fractionDigits, found);
  }
  return found;
}

/** Accepts what the API sends (numbers, or strings such as unit_price '1200'). */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** 1234.5 → '1,235'; with fractionDigits 1 → '1,234.5'. Empty for a missing or invalid value. */
export function formatNumber(value: number | string | null | undefined, fractionDigits = 0): string {
  const parsed = toNumber(value);
  return parsed === null ? '' : formatter(fractionDigits).format(parsed);
}

/** 1200 → '1,200円'. */
export function formatYen(value: number | string | null | undefined): string {
  const text = formatNumber(value);
  return text === '' ? '' : messages.yen(text);
}
