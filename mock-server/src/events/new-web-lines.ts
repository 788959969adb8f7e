/** One new standing web line (sale_kbn 4) as migration 028's 't:' payload on the listing feed carries it (read by the listing snapshot and the price history). */
export interface NewWebLine {
  sale_id: number;
  web_item_id: number;
  kuchi_su: number;
  ha_su: number;
  web_tanka: number;
  price: number;
  created_at: Date;
  transaction_uuid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `<branch id>:<line>;<line>…`, a line being
 * `<sale_id>/<web_item_id>/<kuchi_su>/<ha_su>/<web_tanka>/<price>/<created_at ms>/<transaction uuid>`;
 * null when anything does not read as that (the caller then reads the branch again).
 */
export function parseNewWebLines(text: string): { branchId: number; lines: NewWebLine[] } | null {
  const colon = text.indexOf(':');
  const branchId = Number(text.slice(0, colon));
  if (colon < 1 || !Number.isSafeInteger(branchId)) return null;
  const lines: NewWebLine[] = [];
  for (const item of text.slice(colon + 1).split(';')) {
    const parts = item.split('/');
    if (parts.length !== 8 || !UUID.test(parts[7])) return null;
    const numbers = parts.slice(0, 7).map(Number);
    if (numbers.some((n) => !Number.isSafeInteger(n))) return null;
    const [sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price, createdMs] = numbers;
    lines.push({ sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price, created_at: new Date(createdMs), transaction_uuid: parts[7] });
  }
  return { branchId, lines };
}
