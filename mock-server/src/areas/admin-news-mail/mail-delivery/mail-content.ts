import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part of a mail written in the editor: blocks and <br> become line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h1|h2)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The HTML part: the stored (sanitised) body, sanitised once more, in a minimal document. */
export function mailHtml(title: string, body: string): string {
  const escapedTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>${escapedTitle}</title></head><body>${sanitizeNewsHtml(body)}</body></html>`;
}
