import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContentState } from 'draft-js';
import { contentToHtml, htmlToContent } from './html-convert';
import RichTextEditor from './rich-text-editor';

describe('HTML ↔ draft-js', () => {
  it.each([
    ['headings and paragraphs', '<h1>見出し</h1><h2>小見出し</h2><p>本文</p>'],
    [
      'bold and the four colours',
      '<p><b>太字</b>と<span style="color: red;">赤</span><span style="color: blue;">青</span><span style="color: black;">黒</span><span style="color: gray;">灰</span></p>',
    ],
    ['bold red text and a line break', '<p><span style="color: red;"><b>重要</b></span><br>次の行</p>'],
    ['escaped characters', '<p>a &lt; b &amp;&amp; c &gt; d</p>'],
  ])('round-trips %s', (_name, html) => {
    expect(contentToHtml(htmlToContent(html))).toBe(html);
  });

  it('reads other markup as plain text of the allowed set', () => {
    expect(contentToHtml(htmlToContent('<h3>x</h3><p><i>y</i><strong>z</strong><span style="color: green">w</span></p>'))).toBe('<p>x</p><p>y<b>z</b>w</p>');
    expect(contentToHtml(htmlToContent(''))).toBe('');
    expect(contentToHtml(ContentState.createFromText('一行目\n二行目'))).toBe('<p>一行目</p><p>二行目</p>');
  });
});

describe('the editor', () => {
  it('offers only 見出し1, 見出し2, 太字 and the colours 赤, 青, 黒, グレー', () => {
    render(<RichTextEditor initialHtml="" onChange={() => undefined} label="内容" />);
    const toolbar = screen.getAllByRole('toolbar', { name: '書式' })[0];
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['見出し1', '見出し2', '太字', '赤', '青', '黒', 'グレー']);
  });

  it('types text, makes it a heading and reports the HTML', () => {
    const onChange = jest.fn();
    render(<RichTextEditor initialHtml="" onChange={onChange} label="内容" />);
    const box = screen.getByRole('textbox', { name: '内容' });
    fireEvent.focus(box);
    fireEvent.keyPress(box, { key: 'A', charCode: 65, keyCode: 65, which: 65 });
    expect(onChange).toHaveBeenLastCalledWith('<p>A</p>');
    fireEvent.click(screen.getByRole('button', { name: '見出し1' }));
    expect(onChange).toHaveBeenLastCalledWith('<h1>A</h1>');
  });

  it('starts from existing HTML', () => {
    render(<RichTextEditor initialHtml={'<p><span style="color: red;"><b>赤い太字</b></span></p>'} onChange={() => undefined} label="内容" />);
    expect(screen.getByText('赤い太字').parentElement).toHaveStyle({ color: 'rgb(255, 0, 0)', fontWeight: 'bold' });
  });
});
