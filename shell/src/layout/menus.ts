import { shellMessages } from '../messages';

const m = shellMessages.menus;

/** The navigation of each role : what a signed-in user can open. */
export interface MenuItem {
  label: string;
  to: string;
}

interface MenuSession {
  is_admin: boolean;
  branch_number: string;
  BUY_PERMIT_FLG: boolean;
}

export const ADMIN_MENU: MenuItem[] = [
  { label: m.products, to: '/admins/master/products' },
  { label: m.sale, to: '/admins/transaction/sale' },
  { label: m.reserve, to: '/admins/transaction/reserve' },
  { label: m.receiving, to: '/admins/transaction/receiving' },
  { label: m.negotiation, to: '/admins/transaction/negotiation' },
  { label: m.item, to: '/admins/master/item' },
  { label: m.shipper, to: '/admins/master/shipper' },
  { label: m.purchaser, to: '/admins/master/purchaser' },
  { label: m.time, to: '/admins/master/time' },
  { label: m.link, to: '/admins/master/link' },
  { label: m.log, to: '/admins/master/log' },
  { label: m.systemParameter, to: '/admins/master/system_parameter' },
  { label: m.adminNews, to: '/admins/news' },
  { label: m.webNews, to: '/admins/news/web' },
  { label: m.category, to: '/admins/news/category' },
  { label: m.bulkMail, to: '/admins/news/recovery_mail' },
];

/** Buyers see only what the guards would let them open (Web販売 with BUY_PERMIT_FLG, 設定 on 001). */
export function menuFor(session: MenuSession): MenuItem[] {
  if (session.is_admin) return ADMIN_MENU;
  const items: MenuItem[] = [{ label: m.mypage, to: '/mypage' }];
  if (session.BUY_PERMIT_FLG) items.push({ label: m.web, to: '/web' });
  items.push({ label: m.market, to: '/market' }, { label: m.history, to: '/sale' }, { label: m.news, to: '/news' });
  if (session.branch_number === '001') items.push({ label: m.setting, to: '/setting' });
  return items;
}

/** Below Web販売 in the phone drawer: the buyer's follow-ups, one tap from anywhere. */
export function webSubMenuFor(session: MenuSession, labels: { cancel: string; negotiation: string; nextReservation: string }): MenuItem[] {
  if (session.is_admin || !session.BUY_PERMIT_FLG) return [];
  return [
    { label: labels.cancel, to: '/web/cancel' },
    { label: labels.negotiation, to: '/web/negotiation' },
    { label: labels.nextReservation, to: '/web/next-reservation' },
  ];
}
