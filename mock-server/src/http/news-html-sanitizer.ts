import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * News HTML keeps exactly what the news editor produces (spec §5): paragraphs, header levels
 * 1 and 2, bold (<b>), line breaks, and <span style="color: …"> in red, blue, black or gray.
 * Every other tag is dropped (its text kept, except script/style-like content), every other
 * attribute and every other style removed. Applied on save and again on display, so news
 * stored before a rule change is still safe.
 */
export const NEWS_ALLOWED_TAGS = ['p', 'h1', 'h2', 'b', 'br', 'span'] as const;
export const NEWS_COLORS = ['red', 'blue', 'black', 'gray'] as const;

/** Colour spellings editors emit (name, hex, rgb) → the name kept. */
const COLORS: Record<string, (typeof NEWS_COLORS)[number]> = {
  red: 'red',
  '#ff0000': 'red',
  '#f00': 'red',
  'rgb(255,0,0)': 'red',
  blue: 'blue',
  '#0000ff': 'blue',
  '#00f': 'blue',
  'rgb(0,0,255)': 'blue',
  black: 'black',
  '#000000': 'black',
  '#000': 'black',
  'rgb(0,0,0)': 'black',
  gray: 'gray',
  grey: 'gray',
  '#808080': 'gray',
  'rgb(128,128,128)': 'gray',
};

const purify = createDOMPurify(new JSDOM('').window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName !== 'style') return;
  // Only a span carries a colour, and only as the single declaration `color: <one of four>`.
  const match = node.nodeName === 'SPAN' ? /^\s*color\s*:\s*([#a-z0-9(),\s]+?)\s*;?\s*$/i.exec(data.attrValue) : null;
  const color = match ? COLORS[match[1].toLowerCase().replace(/\s+/g, '')] : undefined;
  if (color) data.attrValue = `color: ${color};`;
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
    ALLOWED_ATTR: ['style'],
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
