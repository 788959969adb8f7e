import createDOMPurify, { type DOMPurify } from 'dompurify';
import { NEWS_ALLOWED_ATTRIBUTES, NEWS_ALLOWED_TAGS, newsSpanStyle } from '../spec/news-html-policy.cjs';

/**
 * News descriptions are admin-written HTML. The server sanitises on save; the buyer's pages
 * (the news page and the shell's important-news page) sanitise again on display (design rule D7)
 * with the same policy, written once in shared (`news-html-policy`): headings 1 and 2, bold
 * (`<b>` or `<strong>`), paragraphs and line breaks, and the colours red, blue, black and gray
 * on a span.
 */
let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own, so these hooks never change how anyone else's DOMPurify behaves.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const style = node.getAttribute('style');
    if (style === null) return;
    const kept = node.tagName === 'SPAN' ? newsSpanStyle(style) : null;
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
  });
  purifier = instance;
  return instance;
}

export function sanitizeNewsHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { ALLOWED_TAGS: [...NEWS_ALLOWED_TAGS], ALLOWED_ATTR: [...NEWS_ALLOWED_ATTRIBUTES], KEEP_CONTENT: true });
}
