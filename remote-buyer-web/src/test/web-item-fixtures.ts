import type { WebItem } from '../web-item/types';

/** A plain buyable lot; tests override only the fields their rule is about. */
export function makeWebItem(overrides: Partial<WebItem> = {}): WebItem {
  return {
    id: 1,
    is_photo_present: false,
    is_negotiable: true,
    is_new: false,
    recommended_flag: false,
    discount_details: [],
    bundle_tanka_list: [],
    shipment_provider_name: 'JAあいち豊橋',
    product_name: 'バラ ローテローゼ',
    color: '赤',
    specification: '2L',
    quantity_per_package: 10,
    remaining_quantity: 5,
    max_quantity: 3,
    unit_price: '120',
    remarks: '',
    done: false,
    recommended_unit_price: null,
    recommended_start_time: null,
    hasu: 0,
    YOYAKU_PERMIT_FLG: false,
    BUY_PERMIT_FLG: true,
    item_cls: '',
    ...overrides,
  };
}
