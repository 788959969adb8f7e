import { convertFromRaw, type ContentState, type RawDraftContentBlock, type RawDraftInlineStyleRange } from 'draft-js';
import { BLOCK_TAGS, colorOfStyle, colorStyle, TEXT_COLORS, type AllowedBlockType, type TextColor } from './rich-text-styles';
import { NEWS_BOLD_TAGS, newsColorOf } from 'shared';

/**
 * HTML ↔ draft-js content for exactly the editor's set: <h1>, <h2>, <p>, <b>, <br> and
 * <span style="color: red|blue|black|gray;">. Anything else is read as plain text of a
 * paragraph and never written.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Run {
  text: string;
  bold: boolean;
  color: TextColor | undefined;
}

function runsOf(text: string, stylesAt: (i: number) => { bold: boolean; color: TextColor | undefined }): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const style = stylesAt(i);
    const last = runs[runs.length - 1];
    if (last && last.bold === style.bold && last.color === style.color) last.text += text[i];
    else runs.push({ text: text[i], ...style });
  }
  return runs;
}

function runHtml(run: Run): string {
  let html = escapeHtml(run.text).replace(/\n/g, '<br>');
  if (run.bold) html = `<b>${html}</b>`;
  if (run.color) html = `<span style="color: ${run.color};">${html}</span>`;
  return html;
}

export function contentToHtml(content: ContentState): string {
  if (!content.hasText()) return '';
  return content
    .getBlocksAsArray()
    .map((block) => {
      const tag = BLOCK_TAGS[block.getType() as AllowedBlockType] ?? 'p';
      const runs = runsOf(block.getText(), (i) => {
        const styles = block.getInlineStyleAt(i);
        return { bold: styles.has('BOLD'), color: styles.map((s) => colorOfStyle(s ?? '')).find(Boolean) };
      });
      return `<${tag}>${runs.map(runHtml).join('')}</${tag}>`;
    })
    .join('');
}

const COLOR_IN_STYLE = /color\s*:\s*([^;]+)/i;

interface Char {
  ch: string;
  bold: boolean;
  color: TextColor | undefined;
}

function readInline(node: Node, bold: boolean, color: TextColor | undefined, out: Char[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    for (const ch of node.textContent ?? '') out.push({ ch, bold, color });
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName.toLowerCase();
  if (tag === 'br') {
    out.push({ ch: '\n', bold, color });
    return;
  }
  const spanColor = tag === 'span' ? newsColorOf(COLOR_IN_STYLE.exec(node.getAttribute('style') ?? '')?.[1]) : null;
  const nextColor = spanColor ?? color;
  const nextBold = bold || (NEWS_BOLD_TAGS as readonly string[]).includes(tag);
  node.childNodes.forEach((child) => readInline(child, nextBold, nextColor, out));
}

function rawBlock(type: AllowedBlockType, chars: Char[], index: number): RawDraftContentBlock {
  const ranges: RawDraftInlineStyleRange[] = [];
  const addRanges = (style: string, has: (c: Char) => boolean) => {
    let start = -1;
    chars.forEach((c, i) => {
      if (has(c) && start < 0) start = i;
      if ((!has(c) || i === chars.length - 1) && start >= 0) {
        const end = has(c) ? i + 1 : i;
        ranges.push({ offset: start, length: end - start, style: style as RawDraftInlineStyleRange['style'] });
        start = -1;
      }
    });
  };
  addRanges('BOLD', (c) => c.bold);
  for (const color of TEXT_COLORS) addRanges(colorStyle(color), (c) => c.color === color);
  return { key: `b${index}`, type, text: chars.map((c) => c.ch).join(''), depth: 0, inlineStyleRanges: ranges, entityRanges: [], data: {} };
}

export function htmlToContent(html: string): ContentState {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: RawDraftContentBlock[] = [];
  let loose: Char[] = [];
  const flushLoose = () => {
    if (loose.length) blocks.push(rawBlock('unstyled', loose, blocks.length));
    loose = [];
  };
  doc.body.childNodes.forEach((node) => {
    const tag = node instanceof Element ? node.tagName.toLowerCase() : '';
    if (tag === 'h1' || tag === 'h2' || tag === 'p' || tag === 'div') {
      flushLoose();
      const chars: Char[] = [];
      node.childNodes.forEach((child) => readInline(child, false, undefined, chars));
      blocks.push(rawBlock(tag === 'h1' ? 'header-one' : tag === 'h2' ? 'header-two' : 'unstyled', chars, blocks.length));
    } else readInline(node, false, undefined, loose);
  });
  flushLoose();
  if (blocks.length === 0) blocks.push(rawBlock('unstyled', [], 0));
  return convertFromRaw({ blocks, entityMap: {} });
}
