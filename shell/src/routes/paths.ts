/**
 * The product's paths as the shell sees them: which are open, which need a role, and which
 * remote serves which prefix (docs/requirements.md, design rule D5). The shell owns this table.
 */
import { matchPath } from 'react-router-dom';

export type RemoteName = 'remote_buyer_web' | 'remote_mypage_market' | 'remote_admin_master' | 'remote_admin_transaction' | 'remote_admin_news_mail';

const OPEN_PATHS = ['/login', '/reset-password', '/email/verify'] as const;
export const ADMIN_HOME = '/admins/master/products';
export const BUYER_HOME = '/mypage';

export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Spec §2: admin routes are the paths containing "admins". */
export function isAdminPath(pathname: string): boolean {
  return /(^|\/)admins(\/|$)/.test(pathname);
}

/** Spec §2: /web and its subpages need purchase permission. */
export function isWebPath(pathname: string): boolean {
  return pathname === '/web' || pathname.startsWith('/web/');
}

export function isSettingPath(pathname: string): boolean {
  return pathname === '/setting' || pathname.startsWith('/setting/');
}

export const CHANGE_PASSWORD_PATH = '/change-password';
/** Open: the e-mail reset for a visitor, the in-app change form for a signed-in user. */
export const RESET_PASSWORD_PATH = '/reset-password';

export function importantNewsPath(id: number): string {
  return `/news/important/${id}`;
}

export function importantNewsIdOf(pathname: string): number | null {
  const match = matchPath('/news/important/:id', pathname);
  const id = Number(match?.params.id);
  return match && Number.isInteger(id) ? id : null;
}

/**
 * The prefixes the shell hands to each remote. A remote's './routes' declares its own paths
 * relative to the root ("web/buy/done"), so the shell alone decides which remote gets which
 * address space, and a remote can grow pages under its prefixes without a shell release.
 */
export const REMOTE_PATHS: Array<{ remote: RemoteName; paths: string[] }> = [
  { remote: 'remote_buyer_web', paths: ['/web/*'] },
  { remote: 'remote_mypage_market', paths: ['/mypage/*', '/market/*', '/sale/*', '/news/*', '/setting/*'] },
  { remote: 'remote_admin_master', paths: ['/admins/master/*'] },
  { remote: 'remote_admin_transaction', paths: ['/admins/transaction/*'] },
  { remote: 'remote_admin_news_mail', paths: ['/admins/news/*'] },
];
