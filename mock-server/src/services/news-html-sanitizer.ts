/** Kept at this path for the buyer news readers; the allow-list lives with the news editor's server side. */
export { sanitizeNewsHtml } from '../areas/admin-news-mail/news/news-html-sanitizer';
