/** The navigation of each role (brief of issue 3): what a signed-in user can open. */
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
  { label: '商品', to: '/admins/master/products' },
  { label: '売買', to: '/admins/transaction/sale' },
  { label: '予約', to: '/admins/transaction/reserve' },
  { label: '荷受', to: '/admins/transaction/receiving' },
  { label: '商談', to: '/admins/transaction/negotiation' },
  { label: '品目', to: '/admins/master/item' },
  { label: '出荷者', to: '/admins/master/shipper' },
  { label: '買参人', to: '/admins/master/purchaser' },
  { label: '時間', to: '/admins/master/time' },
  { label: 'リンク', to: '/admins/master/link' },
  { label: 'ログ', to: '/admins/master/log' },
  { label: 'システムパラメータ', to: '/admins/master/system_parameter' },
  { label: 'お知らせ', to: '/admins/news' },
  { label: 'Webニュース', to: '/admins/news/web' },
  { label: 'カテゴリー', to: '/admins/news/category' },
  { label: '一斉メール', to: '/admins/news/recovery_mail' },
];

/** Buyers see only what the guards would let them open (Web販売 with BUY_PERMIT_FLG, 設定 on 001). */
export function menuFor(session: MenuSession): MenuItem[] {
  if (session.is_admin) return ADMIN_MENU;
  const items: MenuItem[] = [{ label: 'マイページ', to: '/mypage' }];
  if (session.BUY_PERMIT_FLG) items.push({ label: 'Web販売', to: '/web' });
  items.push({ label: '相場情報', to: '/market' }, { label: '購入履歴', to: '/sale' }, { label: 'お知らせ', to: '/news' });
  if (session.branch_number === '001') items.push({ label: '設定', to: '/setting' });
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
