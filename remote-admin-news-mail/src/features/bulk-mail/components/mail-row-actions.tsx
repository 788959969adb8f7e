import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { messages, useConfirm } from 'shared';
import type { BulkMail } from '../api';

/**
 * Edit and delete of one bulk mail, offered only until it falls due: the server refuses both
 * (409) once sending began, so a sent or sending mail shows none.
 */
export function MailRowActions({ mail, onEdit, onDelete }: { mail: BulkMail; onEdit: () => void; onDelete: () => Promise<void> }) {
  const confirm = useConfirm();
  if (mail.MAIL_SEND_DATE || mail.DELIVERY_TOTAL > 0) return null;
  const remove = async () => {
    if (await confirm({ title: messages.deleteTitle, text: messages.confirmDelete })) await onDelete();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
      <Tooltip title={messages.edit}>
        <IconButton size="small" aria-label={messages.edit} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={messages.delete}>
        <IconButton size="small" aria-label={messages.delete} onClick={() => void remove()}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
