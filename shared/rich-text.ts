// 'shared/rich-text': showing an administrator's news HTML (the sanitiser and the readable
// colours). Not in the shell's share scope: the pages that show news bundle it into their own
// lazy chunks, so a page without news, such as /web, does not download the news policy. It
// holds no state, so a copy per app is harmless.
export { READABLE_NEWS_COLOURS } from './src/rich-text/readable-news-colours';
export { sanitizeNewsHtml } from './src/rich-text/sanitize-news-html';
