import { sanitizeNewsHtml } from './sanitize-news-html';

describe('sanitizeNewsHtml', () => {
  it('keeps headings 1 and 2, bold as <b> and as <strong>, and paragraphs (one policy with the server)', () => {
    const html = '<h1>休市のお知らせ</h1><h2>年末年始</h2><p><b>12/31</b>から<strong>1/4</strong>まで</p>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('keeps the four colours and nothing else of a style', () => {
    expect(sanitizeNewsHtml('<span style="color: red">赤</span>')).toBe('<span style="color: red;">赤</span>');
    expect(sanitizeNewsHtml('<span style="color: red; font-size: 40px">赤</span>')).toBe('<span>赤</span>');
    expect(sanitizeNewsHtml('<span style="color:#0000FF">青</span>')).toBe('<span style="color: blue;">青</span>');
    expect(sanitizeNewsHtml('<span style="color: rgb(128, 128, 128)">灰</span>')).toBe('<span style="color: gray;">灰</span>');
    expect(sanitizeNewsHtml('<span style="color: pink">桃</span>')).toBe('<span>桃</span>');
    // The server's policy has no <font>: the display drops it too, keeping its text.
    expect(sanitizeNewsHtml('<font color="black">黒</font>')).toBe('黒');
    expect(sanitizeNewsHtml('<span style="background: url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
  });

  it('drops scripts, handlers, links, images and other tags but keeps their text', () => {
    expect(sanitizeNewsHtml('<p onclick="steal()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeNewsHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">リンク</a><h3>見出し3</h3><i>斜体</i>')).toBe('リンク見出し3斜体');
    expect(sanitizeNewsHtml('<b style="color: red" class="x">太字</b>')).toBe('<b>太字</b>');
  });

  it('answers empty text for no description', () => {
    expect(sanitizeNewsHtml(null)).toBe('');
    expect(sanitizeNewsHtml('')).toBe('');
  });
});
