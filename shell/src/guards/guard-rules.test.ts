import { signedInSession } from 'shared/test';
import { guardDecision, guardRedirect, type GuardSession } from './guard-rules';

const signedOut: GuardSession = { ...signedInSession(), token: null };
const buyer = signedInSession();

describe('guard rules of spec §2', () => {
  it('lets anyone open /login, /reset-password and /email/verify', () => {
    for (const path of ['/login', '/reset-password', '/email/verify']) {
      expect(guardRedirect(path, signedOut)).toBeNull();
      expect(guardRedirect(path, signedInSession({ is_first_login: true }))).toBeNull();
    }
  });

  it('sends a visitor without a token to /login from every other page', () => {
    for (const path of ['/', '/mypage', '/web', '/admins/news', '/change-password', '/news/important/3']) {
      expect(guardRedirect(path, signedOut)).toBe('/login');
    }
  });

  it('sends a first-login user to /change-password from everywhere but the open pages', () => {
    const first = signedInSession({ is_first_login: true, news_ids: [4] });
    for (const path of ['/', '/mypage', '/web', '/setting', '/news/important/4']) {
      expect(guardRedirect(path, first)).toBe('/change-password');
    }
    expect(guardRedirect('/change-password', first)).toBeNull();
  });

  it('sends anyone not on first login from /change-password to / (first login only, spec §2)', () => {
    expect(guardRedirect('/change-password', buyer)).toBe('/');
    expect(guardRedirect('/change-password', signedInSession({ is_admin: true, branch_number: '' }))).toBe('/');
    expect(guardRedirect('/change-password', signedInSession({ requires_password_change: true }))).toBe('/');
  });

  it('sends a user with unread important news to the first important news from any other page', () => {
    const unread = signedInSession({ news_ids: [7, 9] });
    for (const path of ['/', '/mypage', '/web', '/news', '/news/3', '/news/important/3']) {
      expect(guardRedirect(path, unread)).toBe('/news/important/7');
    }
    expect(guardRedirect('/news/important/7', unread)).toBeNull();
    expect(guardRedirect('/news/important/9', unread)).toBeNull();
  });

  it('sends a buyer on an admin route to /', () => {
    for (const path of ['/admins/master/products', '/admins/news/web', '/admins/transaction/sale']) {
      expect(guardRedirect(path, buyer)).toBe('/');
    }
    expect(guardRedirect('/admins/news/web', signedInSession({ is_admin: true, branch_number: '' }))).toBeNull();
  });

  it('sends a branch other than 001 away from /setting to /', () => {
    expect(guardRedirect('/setting', signedInSession({ branch_number: '002' }))).toBe('/');
    expect(guardRedirect('/setting', signedInSession({ branch_number: '001' }))).toBeNull();
  });

  it('sends a buyer without BUY_PERMIT_FLG from /web and its subpages to /, with the notice that says why', () => {
    const noPermit = signedInSession({ BUY_PERMIT_FLG: false });
    for (const path of ['/web', '/web/12/photo', '/web/buy/done', '/web/cancel']) {
      expect(guardDecision(path, noPermit)).toEqual({ to: '/', notice: 'webNotPermitted' });
      expect(guardRedirect(path, buyer)).toBeNull();
    }
    // Only the /web tree: a path that merely starts with the letters is not a purchase page.
    expect(guardRedirect('/webinar', noPermit)).toBeNull();
  });

  it('lets a signed-in buyer open the ordinary pages', () => {
    for (const path of ['/', '/mypage', '/market', '/sale', '/news', '/news/5']) {
      expect(guardRedirect(path, buyer)).toBeNull();
    }
  });
});
