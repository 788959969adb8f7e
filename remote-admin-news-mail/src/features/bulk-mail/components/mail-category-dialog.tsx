import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messages, notifySuccess } from 'shared';
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
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="xs" aria-labelledby="mail-category-dialog-title">
      <DialogTitle id="mail-category-dialog-title">{m.mailCategoryNew}</DialogTitle>
      <DialogContent dividers>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{m.form.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
          {m.form.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
