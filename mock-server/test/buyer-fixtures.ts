import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../src/db/types';
import type { StartOptions } from './helpers';

/** These tests need the API only: an empty web root keeps the built front end out of them. */
export const TEST_OPTIONS: StartOptions = { config: { webRoot: mkdtempSync(path.join(os.tmpdir(), 'buyer-pages-web-')) } };

/** Sample accounts (design rule D3) used by the buyer-page tests. */
export const ACCOUNTS = {
  admin: ['admin', 'admin-pass-1'],
  head1001: ['1001-001', 'buyer-pass-1'],
  branch1001_002: ['1001-002', 'buyer-pass-2'],
  noBuy1002: ['1002-001', 'buyer-pass-3'],
  head1004: ['1004-001', 'old-pass-1'],
} as const;

export interface TestLine {
  /** Product code of the sample market, e.g. 110001 = バラ サムライ08. */
  shohinCd: string;
  kbn: 1 | 2 | 3 | 4;
  kuchi: number;
  haSu?: number;
  irisu: number;
  tanka: number;
  rateTanka: number;
  cancelled?: boolean;
  sokuho?: boolean;
}

let counter = 0;

/**
 * Inserts sale lines (each on its own new lot) for the branch `login` ('1001-002') on
 * `date`, so a test knows every figure it expects and can compute it by hand.
 */
export async function insertSaleLines(db: Queryable, login: string, date: string, lines: TestLine[]): Promise<number[]> {
  const [baisanCd, eda] = login.split('-');
  const { rows } = await db.query<{ id: number }>('SELECT id FROM branches WHERE baisan_cd = $1 AND baisan_eda = $2', [baisanCd, eda]);
  const branchId = rows[0].id;
  const ids: number[] = [];
  for (const line of lines) {
    counter += 1;
    const soSu = line.kuchi * line.irisu + (line.haSu ?? 0);
    const receiving = await db.query<{ id: number }>(
      `INSERT INTO receivings (niuke_dempyo_no, niuke_no, sale_date, shukkasha_cd, shohin_cd, specification, iri_su, stock_su, so_su)
       VALUES ($1, '001', $2, '231001', $3, '2L 60cm', $4, 0, $5) RETURNING id`,
      [`TEST${process.pid}${counter}`, date, line.shohinCd, line.irisu, soSu],
    );
    const sale = await db.query<{ sale_id: number }>(
      `INSERT INTO sales (sale_date, niuke_sale_date, sale_kbn, branch_id, receiving_id, kuchi_su, ha_su, so_su, web_tanka, rate_tanka, price, is_sokuho, cancelled_at)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING sale_id`,
      [
        date,
        line.kbn,
        branchId,
        receiving.rows[0].id,
        line.kuchi,
        line.haSu ?? 0,
        soSu,
        line.tanka,
        line.rateTanka,
        soSu * line.tanka,
        line.sokuho ?? false,
        line.cancelled ? new Date('2026-01-01T00:00:00Z') : null,
      ],
    );
    ids.push(sale.rows[0].sale_id);
  }
  return ids;
}
