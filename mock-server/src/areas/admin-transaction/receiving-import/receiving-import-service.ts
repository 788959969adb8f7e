import { ApiError } from '../../../http/api-error';
import { writeAdminChange } from '../../../logs/audit-log';
import type { Actor } from '../../../http/actor';
import type { AdminTransactionDeps } from '../deps';
import { adminTransactionMessages as msg } from '../messages';
import { announceFavoriteLots } from '../stock/favorite-lots';
import { decodeCsv, parseCsv } from './csv-text';
import { existingKeys, insertImported, productNames, shipperNames, type ImportedReceiving } from './receiving-import-repository';
import { IMPORT_COLUMNS, type ImportBody, type ImportLine } from './receiving-import-schemas';

interface CheckedLine {
  preview: ImportLine;
  receiving: ImportedReceiving;
}

const isDate = (v: string) => {
  const iso = v.replace(/\//g, '-');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(iso) ? iso : null;
};
const whole = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);

/** Reads the file into lines with their own errors (fields, masters, duplicates, existing receivings). */
async function checkFile(deps: AdminTransactionDeps, file: string): Promise<CheckedLine[]> {
  const text = decodeCsv(Buffer.from(file, 'base64'));
  if (text === null) throw new ApiError(400, msg.importUnreadable, { code: 'import_unreadable', field: 'file' });
  const [header, ...rows] = parseCsv(text);
  if (!header || rows.length === 0) throw new ApiError(400, msg.importEmpty, { code: 'import_empty', field: 'file' });
  const names = header.map((h) => h.trim());
  const missing = IMPORT_COLUMNS.required.filter((c) => !names.includes(c));
  if (missing.length) throw new ApiError(400, msg.importHeader(missing.join(', ')), { code: 'import_header', field: 'file' });
  const records = rows.map((cells) => Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').trim()])) as Record<string, string>);
  const [shippers, products, existing] = await Promise.all([
    shipperNames(deps.db, [...new Set(records.map((r) => r.SHUKKASHA_CD))]),
    productNames(deps.db, [...new Set(records.map((r) => r.SHOHIN_CD))]),
    existingKeys(
      deps.db,
      records.map((r) => r.NIUKE_DEMPYO_NO),
      records.map((r) => r.NIUKE_NO),
    ),
  ]);
  const seen = new Set<string>();
  return records.map((r, index) => {
    const errors: string[] = [];
    for (const field of IMPORT_COLUMNS.required) if (!r[field]) errors.push(msg.lineRequired(field));
    const saleDate = r.SALE_DATE ? isDate(r.SALE_DATE) : null;
    if (r.SALE_DATE && !saleDate) errors.push(msg.lineDate('SALE_DATE'));
    const number = (field: string, fallback: number | null) => {
      if (!r[field]) return fallback;
      const n = whole(r[field]);
      if (n === null) errors.push(msg.lineNumber(field));
      return n;
    };
    const iriSu = number('IRI_SU', null);
    if (iriSu === 0) errors.push(msg.lineNumber('IRI_SU'));
    const stockSu = number('STOCK_SU', null);
    const soSu = number('SO_SU', iriSu !== null && stockSu !== null ? iriSu * stockSu : null);
    const unitPrice = number('unit_price', 0);
    if (iriSu && stockSu !== null && soSu !== null && soSu < stockSu * iriSu) errors.push(msg.lineStockOverReceived);
    if (r.SHUKKASHA_CD && !shippers.has(r.SHUKKASHA_CD)) errors.push(msg.lineUnknownShipper(r.SHUKKASHA_CD));
    if (r.SHOHIN_CD && !products.has(r.SHOHIN_CD)) errors.push(msg.lineUnknownProduct(r.SHOHIN_CD));
    const key = `${r.NIUKE_DEMPYO_NO}\t${r.NIUKE_NO}`;
    if (seen.has(key)) errors.push(msg.lineDuplicate);
    seen.add(key);
    if (existing.has(key)) errors.push(msg.lineExists);
    return {
      preview: {
        line: index + 2,
        NIUKE_DEMPYO_NO: r.NIUKE_DEMPYO_NO,
        NIUKE_NO: r.NIUKE_NO,
        SALE_DATE: r.SALE_DATE,
        SHUKKASHA_NM: shippers.get(r.SHUKKASHA_CD) ?? null,
        SHOHIN_NM: products.get(r.SHOHIN_CD) ?? null,
        IRI_SU: iriSu,
        STOCK_SU: stockSu,
        SO_SU: soSu,
        unit_price: unitPrice,
        errors,
      },
      receiving: {
        NIUKE_DEMPYO_NO: r.NIUKE_DEMPYO_NO,
        NIUKE_NO: r.NIUKE_NO,
        SALE_DATE: saleDate ?? '',
        category: r.category ?? '',
        SHUKKASHA_CD: r.SHUKKASHA_CD,
        SHOHIN_CD: r.SHOHIN_CD,
        specification: r.specification ?? '',
        IRI_SU: iriSu ?? 1,
        STOCK_SU: stockSu ?? 0,
        SO_SU: soSu ?? 0,
        BIKO: r.BIKO ?? '',
        TANTOSHA_NM: r.TANTOSHA_NM ?? '',
        unit_price: unitPrice ?? 0,
        is_web_open: r.is_web_open === undefined || r.is_web_open === '' ? true : r.is_web_open === '1',
      },
    };
  });
}

/**
 * POST /admins/receiving/import: dry_run answers the line-by-line check; otherwise every line
 * is imported in one transaction (receiving + web lot each, logged), or none when any line fails.
 */
export async function importReceivings(deps: AdminTransactionDeps, actor: Actor, body: ImportBody) {
  const lines = await checkFile(deps, body.file);
  const errorCount = lines.filter((l) => l.preview.errors.length > 0).length;
  const previews = lines.map((l) => l.preview);
  if (body.dry_run) {
    return {
      dry_run: true,
      total: lines.length,
      error_count: errorCount,
      imported: 0,
      message: errorCount ? msg.importHasErrors(errorCount) : msg.importReady(lines.length),
      lines: previews,
    };
  }
  if (errorCount) throw new ApiError(400, msg.importHasErrors(errorCount), { code: 'import_has_errors', field: 'file' });
  const listed = await deps.db
    .transaction(async (tx) => {
      const lots: number[] = [];
      for (const { receiving } of lines) {
        lots.push(await insertImported(tx, receiving, actor.at));
        await writeAdminChange(tx, {
          ...actor,
          entity: 'receiving',
          key: `${receiving.NIUKE_DEMPYO_NO}-${receiving.NIUKE_NO}`,
          action: 'create',
          after: { ...receiving },
        });
      }
      return lots;
    })
    .catch((err: unknown) => {
      // Someone imported the same receiving since the check: nothing of this file was kept.
      if ((err as { code?: string }).code === '23505') throw new ApiError(409, msg.lineExists, { code: 'line_exists', field: 'file' });
      throw err;
    });
  await announceFavoriteLots(deps, listed, 'listed');
  return { dry_run: false, total: lines.length, error_count: 0, imported: lines.length, message: msg.importDone(lines.length), lines: previews };
}
