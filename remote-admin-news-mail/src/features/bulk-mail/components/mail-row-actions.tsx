import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { messages, notifySuccess, useConfirm } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { bulkMailApi, type BulkMail } from '../api';

/**
 * 自分に試験送信 for every mail (one copy to the signed-in administrator's own address; the
 * mail stays as it is), and edit and delete offered only until it falls due: the server
 * refuses both (409) once sending began, so a sent or sending mail shows neither.
 */
export function MailRowActions({ mail, onEdit, onDelete }: { mail: BulkMail; onEdit: () => void; onDelete: () => Promise<void> }) {
  const confirm = useConfirm();
  const [testSend] = bulkMailApi.useTestSendMailMutation();
  const [sending, setSending] = useState(false);
  const changeable = !mail.MAIL_SEND_DATE && mail.DELIVERY_TOTAL === 0;
  const remove = async () => {
    if (await confirm({ title: messages.deleteTitle, text: messages.confirmDelete })) await onDelete();
  };
  const sendToMe = async () => {
    setSending(true);
    const answer = await testSend(mail.MAIL_NO)
      .unwrap()
      .catch(() => null);
    setSending(false);
    if (answer) notifySuccess(m.testSent(answer.to));
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
      <Tooltip title={m.testSend}>
        <span>
          <IconButton size="small" aria-label={m.testSend} disabled={sending} onClick={() => void sendToMe()}>
            <ForwardToInboxIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {changeable ? (
        <>
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
        </>
      ) : null}
    </Stack>
  );
}
