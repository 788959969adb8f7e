import { formatNumber, formatYen } from 'shared';

/** ja-JP yen with rounding, as the rest of the product writes it ('1,200円'). */
export const formatYenAmount = (value: number | string): string => formatYen(Math.round(Number(value)));
export const formatCount = (value: number | string): string => formatNumber(value);
