import { Type, type Static } from 'typebox';
import { PRICE_UNDECIDED } from '../../../domain/values';
import { Nullable, Strict } from '../../../http/contract';

export const IMPORT_COLUMNS = {
  required: ['NIUKE_DEMPYO_NO', 'NIUKE_NO', 'SALE_DATE', 'SHUKKASHA_CD', 'SHOHIN_CD', 'IRI_SU', 'STOCK_SU'],
  optional: ['category', 'specification', 'SO_SU', 'BIKO', 'TANTOSHA_NM', 'unit_price', 'is_web_open'],
} as const;

export const ImportBody = Strict(
  {
    file: Type.String({ minLength: 1, maxLength: 11_000_000, contentEncoding: 'base64', description: 'the CSV file’s bytes, base64 (UTF-8 or Shift_JIS)' }),
    dry_run: Type.Boolean({ description: 'true: check and preview only; false: import every line, or none when any line has an error' }),
  },
  {
    description:
      'The auction system’s arrival CSV. Header row names the Receiving fields: NIUKE_DEMPYO_NO, NIUKE_NO, SALE_DATE (YYYY-MM-DD or YYYY/MM/DD), ' +
      'SHUKKASHA_CD, SHOHIN_CD, IRI_SU, STOCK_SU (packages) required; category, specification, SO_SU (stems, default IRI_SU × STOCK_SU), BIKO, ' +
      `TANTOSHA_NM, unit_price (web price per stem, default 0 = ${PRICE_UNDECIDED}) and is_web_open (1/0, default 1) optional; other columns are ignored. ` +
      'Every imported line is listed for web sale with all its packages. Send dry_run=true first for the line-by-line check.',
  },
);
export type ImportBody = Static<typeof ImportBody>;

export const ImportLine = Strict({
  line: Type.Integer({ description: 'line number in the file (the header is line 1)' }),
  NIUKE_DEMPYO_NO: Type.String(),
  NIUKE_NO: Type.String(),
  SALE_DATE: Type.String(),
  SHUKKASHA_NM: Nullable(Type.String()),
  SHOHIN_NM: Nullable(Type.String()),
  IRI_SU: Nullable(Type.Integer()),
  STOCK_SU: Nullable(Type.Integer()),
  SO_SU: Nullable(Type.Integer()),
  unit_price: Nullable(Type.Integer()),
  errors: Type.Array(Type.String()),
});
export type ImportLine = Static<typeof ImportLine>;

export const ImportAnswer = Strict({
  dry_run: Type.Boolean(),
  total: Type.Integer(),
  error_count: Type.Integer(),
  imported: Type.Integer(),
  message: Type.String(),
  lines: Type.Array(ImportLine),
});
