import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * News descriptions are admin-written HTML. The server sanitises on save; the buyer's page
 * sanitises again on display (DESIGN.md) so that nothing but the spec's rich-text features —
 * headings 1 and 2, bold, and the colours red, blue, black and gray — can reach the page.
 * Paragraphs, blocks and line breaks are kept as plain structure (as the server's sanitiser
 * does) so that text does not run together.
 */
const ALLOWED_TAGS = ['h1', 'h2', 'b', 'strong', 'span', 'font', 'p', 'br', 'div'];
const ALLOWED_ATTR = ['style', 'color'];

// Each allowed colour with the spellings an editor may write for it.
const COLOURS: Record<string, string> = {
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

function allowedColour(value: string | null | undefined): string | null {
  if (!value) return null;
  return COLOURS[value.trim().toLowerCase().replace(/\s+/g, '')] ?? null;
}

function colourOfStyle(style: string): string | null {
  const m = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style);
  return m ? allowedColour(m[1]) : null;
}

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own, so these hooks never change how anyone else's DOMPurify behaves.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const style = node.getAttribute('style');
    if (style !== null) {
      const colour = node.tagName === 'SPAN' ? colourOfStyle(style) : null;
      if (colour) node.setAttribute('style', `color: ${colour}`);
      else node.removeAttribute('style');
    }
    const fontColour = node.getAttribute('color');
    if (fontColour !== null) {
      const colour = node.tagName === 'FONT' ? allowedColour(fontColour) : null;
      if (colour) node.setAttribute('color', colour);
      else node.removeAttribute('color');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeNewsHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true });
}
