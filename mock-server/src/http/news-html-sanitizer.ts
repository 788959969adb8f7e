import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { NEWS_ALLOWED_ATTRIBUTES, NEWS_ALLOWED_TAGS, newsSpanStyle } from 'shared/src/spec/index.cjs';

/**
 * News HTML keeps exactly what the rich-text policy allows (shared/src/spec/news-html-policy.cjs,
 * spec §5): paragraphs, header levels 1 and 2, bold (<b> or <strong>), line breaks, and
 * <span style="color: …"> in red, blue, black or gray.
 * Every other tag is dropped (its text kept, except script/style-like content), every other
 * attribute and every other style removed. Applied on save and again on display, so news
 * stored before a rule change is still safe.
 */
export { NEWS_ALLOWED_TAGS, NEWS_COLORS } from 'shared/src/spec/index.cjs';

const purify = createDOMPurify(new JSDOM('').window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName !== 'style') return;
  // Only a span carries a colour, and only as the single declaration `color: <one of four>`.
  const style = node.nodeName === 'SPAN' ? newsSpanStyle(data.attrValue) : null;
  if (style) data.attrValue = style;
  else data.keepAttr = false;
});

/** The editor nests three deep at most (p > b > span); anything far deeper is hostile. */
export const NEWS_MAX_NESTING = 32;
/** Display sanitises again; the same stored text is sanitised once per process (bounded cache). */
const CACHE_SIZE = 500;
const cache = new Map<string, string>();

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The deepest element nesting of an HTML text, from one linear scan of its tags (no parsing). */
export function htmlNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g)) {
    if (tag[1]) depth = Math.max(0, depth - 1);
    else if (!tag[3] && !VOID_ELEMENTS.has(tag[2].toLowerCase())) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

function purifyNewsHtml(html: string): string {
  // DOM sanitising cost grows with nesting (20,000 nested <div> took minutes): past the limit
  // the markup is dropped before it reaches the DOM, and only its text is kept.
  const input = htmlNestingDepth(html) > NEWS_MAX_NESTING ? html.replace(/<[^<>]*>/g, ' ').replace(/</g, '&lt;') : html;
  return purify.sanitize(input, {
    ALLOWED_TAGS: [...NEWS_ALLOWED_TAGS],
    ALLOWED_ATTR: [...NEWS_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

export function sanitizeNewsHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = purifyNewsHtml(html);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
