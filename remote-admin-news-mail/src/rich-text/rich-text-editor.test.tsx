import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContentState, EditorState } from 'draft-js';
import { renderWithProviders } from 'shared/test';
import { splitHeadingToParagraph } from './heading-return';
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
    expect(screen.getByText('赤い太字').parentElement).toHaveStyle({ color: 'rgb(198, 40, 40)', fontWeight: 'bold' });
  });
});

describe('Enter after a heading', () => {
  const atEndOf = (html: string) => EditorState.moveSelectionToEnd(EditorState.createWithContent(htmlToContent(html)));

  it('makes the next block a paragraph again (見出し + Enter → 本文)', () => {
    const next = splitHeadingToParagraph(atEndOf('<h1>見出し</h1>'));
    expect(next).not.toBeNull();
    const blocks = next!.getCurrentContent().getBlocksAsArray();
    expect(blocks.map((b) => b.getType())).toEqual(['header-one', 'unstyled']);
    expect(next!.getSelection().getStartKey()).toBe(blocks[1].getKey());
    expect(splitHeadingToParagraph(atEndOf('<h2>小見出し</h2>'))!.getCurrentContent().getLastBlock().getType()).toBe('unstyled');
  });

  it('leaves Enter in a paragraph to draft-js', () => {
    expect(splitHeadingToParagraph(atEndOf('<p>本文</p>'))).toBeNull();
  });

  it('types a heading, presses Enter and the next text is a paragraph in the HTML', () => {
    const onChange = jest.fn();
    render(<RichTextEditor initialHtml="" onChange={onChange} label="内容" />);
    const box = screen.getByRole('textbox', { name: '内容' });
    fireEvent.focus(box);
    fireEvent.keyPress(box, { key: 'A', charCode: 65, keyCode: 65, which: 65 });
    fireEvent.click(screen.getByRole('button', { name: '見出し1' }));
    expect(onChange).toHaveBeenLastCalledWith('<h1>A</h1>');
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyPress(box, { key: 'B', charCode: 66, keyCode: 66, which: 66 });
    expect(onChange).toHaveBeenLastCalledWith('<h1>A</h1><p>B</p>');
  });
});

describe('one rich-text policy with the server', () => {
  it('reads <strong> and <b> alike as bold, and colours in any spelling the policy knows', () => {
    expect(contentToHtml(htmlToContent('<p><strong>強</strong><b>太</b><span style="color: #0000FF">青</span></p>'))).toBe(
      '<p><b>強太</b><span style="color: blue;">青</span></p>',
    );
  });
});

// Accessibility: the editor's error is tied to its text area and announced like every field's.
describe('the editor with an error', () => {
  it('marks the text area invalid, describes it by the error and puts the error in a live region present before it', () => {
    const { rerender } = renderWithProviders(<RichTextEditor initialHtml="<p>本文</p>" onChange={() => undefined} label="内容" />);
    const box = screen.getByRole('textbox', { name: '内容' });
    expect(box).not.toHaveAttribute('aria-invalid');
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<RichTextEditor initialHtml="<p>本文</p>" onChange={() => undefined} label="内容" error="内容を入力して下さい" />);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('内容を入力して下さい');
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('内容を入力して下さい');
    rerender(<RichTextEditor initialHtml="<p>本文</p>" onChange={() => undefined} label="内容" />);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(region).toBeEmptyDOMElement();
  });
});
