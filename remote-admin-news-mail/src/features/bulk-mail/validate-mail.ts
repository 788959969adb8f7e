import { messages } from 'shared';

export interface MailDraft {
  category_no: number | '';
  title: string;
  text: string;
}

/** Spec §5: category, then title, then body; the first missing one is the one message shown. */
export function firstMailError(draft: MailDraft): string | null {
  if (draft.category_no === '') return messages.chooseCategory;
  if (draft.title.trim() === '') return messages.enterTitle;
  if (draft.text.trim() === '') return messages.enterBody;
  return null;
}
