import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * News HTML keeps only what the spec's rich-text editor can make (spec §5): header levels 1
 * and 2, bold, and the colours red, blue, black and gray — plus the paragraphs and line
 * breaks that hold them. Everything else (scripts, links, images, other styles) is dropped.
 * Used on display, so news stored before a rule change is still safe.
 */
const ALLOWED_TAGS = ['h1', 'h2', 'b', 'strong', 'p', 'br', 'span', 'div'];

/** Editor colours in the spellings editors emit (name, hex, rgb) → the name kept. */
const COLORS: Record<string, string> = {
  red: 'red', '#ff0000': 'red', '#f00': 'red', 'rgb(255,0,0)': 'red',
  blue: 'blue', '#0000ff': 'blue', '#00f': 'blue', 'rgb(0,0,255)': 'blue',
  black: 'black', '#000000': 'black', '#000': 'black', 'rgb(0,0,0)': 'black',
  gray: 'gray', grey: 'gray', '#808080': 'gray', 'rgb(128,128,128)': 'gray',
};

const purify = createDOMPurify(new JSDOM('').window);

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  const match = /^\s*color\s*:\s*([^;]+?)\s*;?\s*$/i.exec(data.attrValue);
  const color = match ? COLORS[match[1].toLowerCase().replace(/\s+/g, '')] : undefined;
  if (color) data.attrValue = `color: ${color};`;
  else data.keepAttr = false;
});

export function sanitizeNewsHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['style'] });
}
