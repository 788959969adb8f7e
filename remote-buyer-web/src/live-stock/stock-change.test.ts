import type { Paginated } from 'shared';
import { makeWebItem } from '../../test/web-item-fixtures';
import type { WebItem } from '../web-item/types';
import { applyStockChange } from './stock-change';

const page = (items: WebItem[]): Paginated<WebItem> => ({
  currentPage: 1,
  totalPages: 1,
  per: 50,
  total: items.length,
  isFirstPage: true,
  isLastPage: true,
  datas: items,
});

describe('live stock', () => {
  it('patches remaining_quantity and hasu of the lot that changed, and only that lot', () => {
    const data = page([makeWebItem({ id: 1, remaining_quantity: 5, hasu: 3 }), makeWebItem({ id: 2, remaining_quantity: 7 })]);
    applyStockChange(data, { id: 1, remaining_quantity: 0, hasu: 0 });
    expect(data.datas[0]).toMatchObject({ remaining_quantity: 0, hasu: 0 });
    expect(data.datas[1]).toMatchObject({ remaining_quantity: 7 });
  });
});
