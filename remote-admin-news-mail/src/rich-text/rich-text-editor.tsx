import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Editor, EditorState, Modifier, RichUtils, type DraftHandleValue, type DraftEditorCommand } from 'draft-js';
import { useEffect, useId, useRef, useState } from 'react';
import { adminNewsMailMessages as m } from '../messages';
import { splitHeadingToParagraph } from './heading-return';
import { contentToHtml, htmlToContent } from './html-convert';
import { COLOR_STYLES, colorStyle, customStyleMap, TEXT_COLORS, type TextColor } from './rich-text-styles';

export interface RichTextEditorProps {
  /** The starting HTML (read once: remount with a new `key` for another record). */
  initialHtml: string;
  /** Called with the editor's HTML ('' when it has no text) after each change. */
  onChange: (html: string) => void;
  /** The accessible name of the text area. */
  label: string;
  /** A message under the editor; when given the text area is marked invalid and described by it (accessibility). */
  error?: string | null;
}

/** Paints a toolbar colour button in its colour. */
// Red and gray in the shades that read on white (accessibility), as the editor paints them.
const SWATCH: Record<TextColor, string> = { red: '#c62828', blue: 'blue', black: 'black', gray: '#616161' };

/** The news and mail editor: draft-js with 見出し1, 見出し2, 太字 and four colours, nothing else. */
export default function RichTextEditor({ initialHtml, onChange, label, error }: RichTextEditorProps) {
  const [state, setState] = useState(() => EditorState.createWithContent(htmlToContent(initialHtml)));
  const editor = useRef<Editor>(null);
  const frame = useRef<HTMLDivElement>(null);
  const errorId = `${useId()}-error`;
  // draft-js has no ariaInvalid prop: mark its text area directly.
  useEffect(() => {
    const area = frame.current?.querySelector('[contenteditable]');
    if (!area) return;
    if (error) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
  }, [error]);

  const change = (next: EditorState) => {
    setState(next);
    if (next.getCurrentContent() !== state.getCurrentContent()) onChange(contentToHtml(next.getCurrentContent()));
  };

  const blockType = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey())?.getType();
  const styles = state.getCurrentInlineStyle();

  const toggleBlock = (type: 'header-one' | 'header-two') => change(RichUtils.toggleBlockType(state, type));
  const toggleBold = () => change(RichUtils.toggleInlineStyle(state, 'BOLD'));
  const setColor = (color: TextColor) => {
    const selection = state.getSelection();
    // One colour at a time: clear the others from the selection, then apply this one.
    const cleared = COLOR_STYLES.reduce((content, style) => Modifier.removeInlineStyle(content, selection, style), state.getCurrentContent());
    let next = EditorState.push(state, cleared, 'change-inline-style');
    if (selection.isCollapsed()) {
      const typing = state
        .getCurrentInlineStyle()
        .filter((s) => !COLOR_STYLES.includes(s ?? ''))
        .toOrderedSet()
        .add(colorStyle(color));
      next = EditorState.setInlineStyleOverride(next, typing);
    } else next = RichUtils.toggleInlineStyle(next, colorStyle(color));
    change(next);
  };

  // Only bold has a shortcut; Ctrl+I / Ctrl+U and the rest make nothing the editor allows.
  const handleKeyCommand = (command: DraftEditorCommand, current: EditorState): DraftHandleValue => {
    if (command === 'bold') {
      change(RichUtils.toggleInlineStyle(current, 'BOLD'));
      return 'handled';
    }
    if (command === 'italic' || command === 'underline' || command === 'code' || command === 'strikethrough') return 'handled';
    const next = RichUtils.handleKeyCommand(current, command);
    if (next) {
      change(next);
      return 'handled';
    }
    return 'not-handled';
  };

  const handleReturn = (_event: React.KeyboardEvent, current: EditorState): DraftHandleValue => {
    const next = splitHeadingToParagraph(current);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };

  const keep = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Box ref={frame}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box role="toolbar" aria-label={m.editor.toolbar} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <ToggleButtonGroup size="small" aria-label={m.editor.toolbar}>
            <ToggleButton value="h1" selected={blockType === 'header-one'} onMouseDown={keep} onClick={() => toggleBlock('header-one')}>
              {m.editor.h1}
            </ToggleButton>
            <ToggleButton value="h2" selected={blockType === 'header-two'} onMouseDown={keep} onClick={() => toggleBlock('header-two')}>
              {m.editor.h2}
            </ToggleButton>
            <ToggleButton value="bold" selected={styles.has('BOLD')} onMouseDown={keep} onClick={toggleBold} sx={{ fontWeight: 'bold' }}>
              {m.editor.bold}
            </ToggleButton>
          </ToggleButtonGroup>
          {TEXT_COLORS.map((color) => (
            <Button
              key={color}
              size="small"
              variant={styles.has(colorStyle(color)) ? 'contained' : 'outlined'}
              onMouseDown={keep}
              onClick={() => setColor(color)}
              sx={{
                minWidth: 0,
                px: 1,
                color: styles.has(colorStyle(color)) ? 'common.white' : SWATCH[color],
                bgcolor: styles.has(colorStyle(color)) ? SWATCH[color] : undefined,
                borderColor: SWATCH[color],
              }}
            >
              {m.editor.colors[color]}
            </Button>
          ))}
        </Box>
        <Box
          onClick={() => editor.current?.focus()}
          sx={{
            position: 'relative',
            minHeight: 160,
            maxHeight: 360,
            overflowY: 'auto',
            p: 1.5,
            cursor: 'text',
            '& h1': { fontSize: '1.6rem', m: 0 },
            '& h2': { fontSize: '1.3rem', m: 0 },
            // Draft.css's placeholder rules, without a CSS loader.
            '& .public-DraftEditorPlaceholder-root': { position: 'absolute', color: 'text.secondary', pointerEvents: 'none' },
            '& .public-DraftEditorPlaceholder-hasFocus': { color: 'text.secondary' },
          }}
        >
          <Editor
            ref={editor}
            editorState={state}
            onChange={change}
            customStyleMap={customStyleMap}
            handleKeyCommand={handleKeyCommand}
            handleReturn={handleReturn}
            stripPastedStyles
            placeholder={m.editor.placeholder}
            ariaLabel={label}
            ariaDescribedBy={`{{editor_id_placeholder}} ${errorId}`}
          />
        </Box>
      </Box>
      {/* Always there, so the error is announced when it appears (the theme's live helper text). */}
      <FormHelperText id={errorId} error={Boolean(error)} sx={{ mx: 1.5 }}>
        {error ?? ''}
      </FormHelperText>
    </Box>
  );
}
