import { htmlNestingDepth, sanitizeNewsHtml } from '../../src/http/news-html-sanitizer';
import { NEWS_ALLOWED_TAGS, NEWS_BOLD_TAGS } from 'shared/src/spec/index.cjs';

describe('sanitizeNewsHtml keeps exactly what the editor produces', () => {
  it('keeps h1, h2, p, b, br and the four colours', () => {
    const html =
      '<h1>見出し1</h1><h2>見出し2</h2><p><b>太字</b><br><span style="color: red;">赤</span><span style="color: blue;">青</span>' +
      '<span style="color: black;">黒</span><span style="color: gray;">グレー</span></p>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('normalises colour spellings and drops any other colour or style', () => {
    expect(sanitizeNewsHtml('<span style="color:#FF0000">a</span>')).toBe('<span style="color: red;">a</span>');
    expect(sanitizeNewsHtml('<span style="color: rgb(128, 128, 128)">a</span>')).toBe('<span style="color: gray;">a</span>');
    expect(sanitizeNewsHtml('<span style="color: green">a</span>')).toBe('<span>a</span>');
    expect(sanitizeNewsHtml('<span style="color: red; font-size: 90px">a</span>')).toBe('<span>a</span>');
    expect(sanitizeNewsHtml('<p style="color: red">a</p>')).toBe('<p>a</p>');
  });

  it('keeps <strong> as well as <b>: both mean bold, one policy with the display', () => {
    expect(sanitizeNewsHtml('<p><strong>強調</strong>と<b>太字</b></p>')).toBe('<p><strong>強調</strong>と<b>太字</b></p>');
    expect(NEWS_BOLD_TAGS.every((tag) => (NEWS_ALLOWED_TAGS as readonly string[]).includes(tag))).toBe(true);
  });

  it('drops tags the editor cannot make but keeps their text', () => {
    expect(sanitizeNewsHtml('<h3>x</h3><i>y</i><u>z</u><font color="red">w</font>')).toBe('xyzw');
    expect(sanitizeNewsHtml('<table><tr><td>セル</td></tr></table>')).toBe('セル');
  });
});

/** Hostile HTML: none of it may survive (the corpus follows OWASP's XSS filter evasion cheat sheet). */
const CORPUS: [string, string][] = [
  ['script', '<script>alert(1)</script>'],
  ['script in caps', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror="alert(1)">'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>t</p>'],
  ['body onload', '<body onload=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">t</a>'],
  ['javascript: with entities', '<a href="&#106;avascript:alert(1)">t</a>'],
  ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">t</a>'],
  ['data: object', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['svg onload', '<svg onload=alert(1)><circle r=10 /></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>'],
  ['math mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['style expression', '<span style="color: expression(alert(1))">t</span>'],
  ['style url', '<span style="color: red; background: url(javascript:alert(1))">t</span>'],
  ['style import in a style tag', '<style>@import "javascript:alert(1)";</style>'],
  ['style colour with a trailing rule', '<span style="color:red;}*{background:url(//evil)">t</span>'],
  ['nested tags', '<p><b><span style="color: red"><img src=x onerror=alert(1)></span></b></p>'],
  ['malformed tag', '<<script>alert(1)//<</script>'],
  ['unclosed attribute', '<p title="</p><img src=x onerror=alert(1)>">'],
  ['comment break-out', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['srcset', '<img srcset="x 1x, javascript:alert(1) 2x">'],
  ['id clobbering', '<span id="cookie" name="cookie">t</span>'],
];

describe('an XSS corpus', () => {
  it.each(CORPUS)('%s leaves nothing executable', (_name, input) => {
    const out = sanitizeNewsHtml(input);
    expect(out).not.toMatch(/<(?!\/?(p|h1|h2|b|br|span)[\s>/])/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:|expression\(|url\(|\bid=|\bname=/i);
    // Whatever survives is stable: sanitising the output again changes nothing.
    expect(sanitizeNewsHtml(out)).toBe(out);
  });
});

describe('bounded work on hostile nesting', () => {
  it('measures nesting by one scan of the tags', () => {
    expect(htmlNestingDepth('<p><b><span style="color: red;">x</span></b><br></p>')).toBe(3);
    expect(htmlNestingDepth('<div>'.repeat(40) + 'x' + '</div>'.repeat(40))).toBe(40);
  });

  it('keeps only the text of markup nested far deeper than the editor makes', () => {
    const hostile = '<div>'.repeat(20_000) + '<img src=x onerror=alert(1)>本文' + '</div>'.repeat(20_000);
    const clean = sanitizeNewsHtml(hostile);
    expect(clean).not.toMatch(/<(div|img)/);
    expect(clean).toContain('本文');
    expect(clean).not.toContain('onerror=');
  });

  it('answers the same stored text from its cache, unchanged', () => {
    const html = '<h1>見出し</h1><p><b>太字</b></p>';
    expect(sanitizeNewsHtml(html)).toBe(sanitizeNewsHtml(html));
    expect(sanitizeNewsHtml(html)).toBe('<h1>見出し</h1><p><b>太字</b></p>');
  });
});
