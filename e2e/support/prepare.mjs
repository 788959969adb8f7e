// Account state a test needs and another test may have used up, set up through the API the way
// an administrator or the account itself would, so the test files run in any order.
import { ACCOUNTS, BASE_URL } from './app.mjs';

/** Calls the API as another account from the test itself (the admin's answers to negotiations). */
export async function apiAs(account, method, path, body) {
  const signin = await fetch(`${BASE_URL}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: account.id, password: account.password }),
  });
  const { token } = await signin.json();
  const answer = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** 'YYYY-MM-DD HH:MM' in Japan time, `hours` from now. */
const japanMinute = (hours) => new Date(Date.now() + (9 + hours) * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Gives `account` exactly one unread important news, a new one: the ones it has not read yet are
 * read first (opening a news marks it read), as whichever test ran before may or may not have
 * done. Every buyer has the new news unread until `remove()` deletes it, so a test calls that
 * once it is done.
 */
export async function oneUnreadImportantNews(account, title) {
  const signin = await fetch(`${BASE_URL}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: account.id, password: account.password }),
  });
  const { token, news_ids: unread } = await signin.json();
  for (const id of unread) {
    const read = await fetch(`${BASE_URL}/api/v1/users/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!read.ok) throw new Error(`reading news ${id} as ${account.id} answered ${read.status}`);
  }
  await fetch(`${BASE_URL}/api/v1/users/signout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  const news = await apiAs(ACCOUNTS.admin, 'POST', '/admins/news', {
    DATE: japanMinute(0).slice(0, 10),
    CATEGORY_NM: 'お知らせ',
    START_DATE: japanMinute(-1),
    END_DATE: japanMinute(24),
    TITLE: title,
    DESCRIPTION: '<p>本日は入荷が遅れる見込みです。</p>',
    IMPORTANT_FLG: true,
    SUSPEND_FLG: false,
  });
  return {
    id: news.INFORMATION_CD,
    remove: () => apiAs(ACCOUNTS.admin, 'DELETE', `/admins/news/delete/${news.INFORMATION_CD}`),
  };
}

/**
 * Issues `account` (a branch's login) its sample password again as a new initial password, as
 * the administrator's 買参人 screen does: its next sign-in is a first login.
 */
export async function firstLoginAgain(account) {
  const [cd, eda] = account.id.split('-');
  await apiAs(ACCOUNTS.admin, 'POST', `/admins/purchaser/password/${cd}/${eda}`, { password: account.password });
}
