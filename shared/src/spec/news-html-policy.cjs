'use strict';
/**
 * The news rich-text policy, written once (spec §5: headings 1 and 2, bold, four colours) and used
 * by the server's sanitiser (mock-server/src/http/news-html-sanitizer.ts), by the buyers' display
 * of news (remote-mypage-market) and by the news editor's HTML conversion.
 *
 * Part of the spec module (index.cjs says why it is plain CommonJS); its types are in
 * news-html-policy.d.cts beside it.
 */

/** Tags that survive. `<b>` and `<strong>` both mean bold; `<p>` and `<br>` keep the text apart. */
exports.NEWS_ALLOWED_TAGS = Object.freeze(['p', 'h1', 'h2', 'b', 'strong', 'br', 'span']);
/** Tags that mean bold. */
exports.NEWS_BOLD_TAGS = Object.freeze(['b', 'strong']);
/** Only a span's `style="color: …"` survives. */
exports.NEWS_ALLOWED_ATTRIBUTES = Object.freeze(['style']);
exports.NEWS_COLORS = Object.freeze(['red', 'blue', 'black', 'gray']);

/** Colour spellings editors emit (name, hex, rgb) → the name kept. */
const COLOR_SPELLINGS = Object.freeze({
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
});

/** One of the four colours for a colour value as an editor wrote it, or null. */
exports.newsColorOf = function newsColorOf(value) {
  if (!value) return null;
  const key = String(value).trim().toLowerCase().replace(/\s+/g, '');
  return Object.prototype.hasOwnProperty.call(COLOR_SPELLINGS, key) ? COLOR_SPELLINGS[key] : null;
};

/** The style a span keeps: exactly `color: <one of four>;` when its style is one allowed colour, else null. */
exports.newsSpanStyle = function newsSpanStyle(style) {
  const match = /^\s*color\s*:\s*([#a-z0-9(),\s]+?)\s*;?\s*$/i.exec(String(style));
  const color = match ? exports.newsColorOf(match[1]) : null;
  return color ? `color: ${color};` : null;
};
