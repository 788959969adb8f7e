import { EditorState, Modifier } from 'draft-js';

/**
 * Enter in a heading: the new line is a paragraph again (draft-js would keep the heading type),
 * as in every word processor. Null when the caret is not in a heading (draft-js's own Enter).
 */
export function splitHeadingToParagraph(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  const type = state.getCurrentContent().getBlockForKey(selection.getStartKey())?.getType();
  if (type !== 'header-one' && type !== 'header-two') return null;
  const split = Modifier.splitBlock(state.getCurrentContent(), selection);
  const paragraph = Modifier.setBlockType(split, split.getSelectionAfter(), 'unstyled');
  return EditorState.push(state, paragraph, 'split-block');
}
