/** What each known parameter may hold; any other parameter is free text. */
export type ParameterRule = { kind: 'integer'; min: number; max: number } | { kind: 'text'; max: number } | { kind: 'time' };

export const PARAMETER_RULES: Record<string, ParameterRule> = {
  // Purchase cancel window in seconds (spec §9: 120 in the sample).
  SALE_SAVE_PERIOD: { kind: 'integer', min: 0, max: 86_400 },
  NEW_ITEM_DISPLAY_SECONDS: { kind: 'integer', min: 0, max: 604_800 },
  SALE_DATE_DAYS: { kind: 'integer', min: 1, max: 31 },
  TAX_RATE: { kind: 'integer', min: 0, max: 100 },
  WEB_NOTICE: { kind: 'text', max: 200 },
  // Days the access and system logs are kept (log retention, an administrator's setting).
  LOG_RETENTION_DAYS: { kind: 'integer', min: 1, max: 3650 },
  // Next orders close at this Japan time on the day before their sale date (23:00 by default; the spec gives no deadline, so one is fixed here).
  NEXT_ORDER_DEADLINE: { kind: 'time' },
  // The share of a lot's stock (percent) one branch's pending purchase requests may hold together (50 when missing).
  PURCHASE_REQUEST_STOCK_SHARE: { kind: 'integer', min: 1, max: 100 },
};

const FREE_TEXT: ParameterRule = { kind: 'text', max: 1000 };

export const ruleOf = (code: string): ParameterRule => PARAMETER_RULES[code] ?? FREE_TEXT;

/** The value to store, or null when it breaks the parameter's rule. */
export function normaliseParameter(rule: ParameterRule, value: string | number): string | null {
  const text = String(value).trim();
  if (rule.kind === 'text') return text.length <= rule.max ? text : null;
  if (rule.kind === 'time') {
    const match = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/.exec(text);
    return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
  }
  if (!/^-?[0-9]+$/.test(text)) return null;
  const n = Number(text);
  return n >= rule.min && n <= rule.max ? String(n) : null;
}
