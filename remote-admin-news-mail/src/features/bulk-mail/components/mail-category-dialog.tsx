import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormDialog, messages, notifySuccess } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { bulkMailApi, type MailCategory } from '../api';

/** メールカテゴリー作成: a name of 1–10 characters; カテゴリーを作成しました. onClose gets the category it created. */
export function MailCategoryDialog({ onClose }: { onClose: (created: MailCategory | null) => void }) {
  const [create, { isLoading }] = bulkMailApi.useCreateMailCategoryMutation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const error = trimmed.length < 1 || trimmed.length > 10 ? m.validation.nameLength : null;
  const submit = async () => {
    setTouched(true);
    if (error) return;
    const created = await create({ category: trimmed })
      .unwrap()
      .catch(() => null);
    if (!created) return;
    notifySuccess(messages.categoryCreated);
    onClose(created);
  };
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <FormDialog
      title={m.mailCategoryNew}
      onSubmit={onFormSubmit}
      onClose={() => onClose(null)}
      submitting={isLoading}
      cancelLabel={m.form.cancel}
      submitLabel={m.form.create}
      maxWidth="xs"
      dividers
    >
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={m.form.categoryName}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={touched && Boolean(error)}
        helperText={touched ? error : undefined}
        slotProps={{ htmlInput: { maxLength: 10 } }}
      />
    </FormDialog>
  );
}
