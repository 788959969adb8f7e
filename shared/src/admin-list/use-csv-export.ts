import { useState } from 'react';
import { downloadCsv, toCsv, type CsvCell } from '../csv/csv';
import type { Paginated } from '../types/pagination';
import { cellValue } from './admin-list-table';
import type { AdminListColumn } from './admin-list-types';

/** The largest page the server answers (it lowers any larger `per` to this). */
export const CSV_EXPORT_PER = 1000;
/** Pages read for one export at most (a million rows). */
const CSV_EXPORT_MAX_PAGES = 1000;

/** The CSV of rows: one column per list column that has a CSV value, headed by its label. */
export function rowsToCsv<Row>(rows: readonly Row[], columns: readonly AdminListColumn<Row>[]): string {
  const exported = columns.filter((column) => column.csv !== false);
  const value = (row: Row, column: AdminListColumn<Row>): CsvCell => {
    if (typeof column.csv === 'function') return column.csv(row);
    const raw = cellValue(row, column.key);
    return typeof raw === 'object' && raw !== null ? JSON.stringify(raw) : (raw as CsvCell);
  };
  return toCsv(
    exported.map((column) => column.label),
    rows.map((row) => exported.map((column) => value(row, column))),
  );
}

/**
 * CSV export of the list's CURRENT filter, every page: reads the list again page by page at the
 * server's largest page size until the last page, then saves it (UTF-8 with BOM, CRLF).
 */
export function useCsvExport<Row, Args>(options: {
  fetchAll: (args: Args) => { unwrap: () => Promise<Paginated<Row>> };
  args: Record<string, unknown>;
  columns: readonly AdminListColumn<Row>[];
  fileName: string;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Row[] = [];
      for (let page = 1; page <= CSV_EXPORT_MAX_PAGES; page++) {
        const answer = await options.fetchAll({ ...options.args, page, per: CSV_EXPORT_PER } as Args).unwrap();
        rows.push(...answer.datas);
        if (answer.isLastPage || answer.datas.length === 0) break;
      }
      downloadCsv(options.fileName, rowsToCsv(rows, options.columns));
    } catch {
      // The base query has already toasted why the rows could not be read.
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
