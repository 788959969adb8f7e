import { Type, type TProperties, type TSchema } from 'typebox';
import { Paginated, Strict } from '../../http/contract';

/** 'YYYY-MM-DD' or 'YYYY/MM/DD' (list filters and CSV dates). */
export const DateText = (description = "'YYYY-MM-DD' (or 'YYYY/MM/DD')") => Type.String({ pattern: '^\\d{4}[-/]\\d{2}[-/]\\d{2}$', description });

/** A whole number of 0 or more (packages, stems, yen). */
export const Count = (options: Record<string, unknown> = {}) => Type.Integer({ minimum: 0, maximum: 100_000_000, ...options });

/** The pagination envelope of spec §3 plus the figures of the whole filter. */
export const PaginatedWith = <T extends TSchema, E extends TProperties>(item: T, extra: E) => Strict({ ...Paginated(item).properties, ...extra });

export const tags = ['admin transaction'];
export const security = [{ bearer: [] }];
