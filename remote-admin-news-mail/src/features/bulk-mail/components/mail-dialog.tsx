import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DATE_INPUT_MAX, formatDateTime, FormDialog, joinDateTime, messages, notifyError, notifySuccess, splitDateTime, useConfirm, useIsBelow } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { LazyRichTextEditor } from '../../../rich-text/lazy-rich-text-editor';
import { bulkMailApi, type BulkMail } from '../api';
import { firstMailError } from '../validate-mail';

/** What the administrator has typed: kept while 新規カテゴリー追加 swaps this modal for the category one. */
export interface MailDraft {
  date: string;
  time: string;
  categoryNo: number | '';
  title: string;
  text: string;
}

function draftOf(mail: BulkMail | null): MailDraft {
  const start = mail ? splitDateTime(mail.MAIL_SEND_START_DATE) : { date: '', time: '' };
  return { ...start, categoryNo: mail?.MAIL_CATEGORY_NO ?? '', title: mail?.MAIL_TITLE ?? '', text: mail?.MAIL_TEXT ?? '' };
}

/**
 * The send time as 'YYYY/MM/DD HH:MM': what the administrator chose, the current Japan time for a
 * part left empty. The spec shows no validation on these fields (§5), so an empty one is never an
 * error; it is never silently "now" either: the confirmation names the time.
 */
function sendTimeOf(date: string, time: string, now = new Date()): { sendDate: string; immediately: boolean } {
  const current = splitDateTime(formatDateTime(now));
  return { sendDate: joinDateTime(date || current.date, time || current.time), immediately: !date && !time };
}

interface MailDialogProps {
  mail: BulkMail | null;
  /** Reopened after the category modal: the values typed before, with the new category chosen. */
  draft?: MailDraft;
  onClose: () => void;
  onNewCategory: (draft: MailDraft) => void;
}

/**
 * Bulk mail create (一斉メール作成) and edit (一斉メール編集, spec §2): send date and time,
 * category with 新規カテゴリー追加, title, body in the editor; validated in the order of spec §5.
 */
export function MailDialog({ mail, draft, onClose, onNewCategory }: MailDialogProps) {
  const fullScreen = useIsBelow('tablet');
  const confirm = useConfirm();
  const categories = bulkMailApi.useGetMailCategoriesQuery();
  const [createMail] = bulkMailApi.useCreateMailMutation();
  const [updateMail] = bulkMailApi.useUpdateMailMutation();
  const [readRecipientCount] = bulkMailApi.useLazyGetMailRecipientCountQuery();
  const [initial] = useState(() => draft ?? draftOf(mail));
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [categoryNo, setCategoryNo] = useState<number | ''>(initial.categoryNo);
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  // A category just created shows once the refreshed list has it.
  const listed = categories.data?.datas.some((c) => c.CATEGORY_NO === categoryNo) ?? false;
  const [busy, setBusy] = useState(false);
  // After a refused 送信, the first missing field also shows the message under itself (accessibility),
  // until it is filled in.
  const [attempted, setAttempted] = useState(false);
  const problem = attempted ? firstMailError({ category_no: categoryNo, title, text }) : null;
  const problemOf = (message: string) => (problem === message ? problem : undefined);

  const submit = async () => {
    const error = firstMailError({ category_no: categoryNo, title, text });
    if (error) {
      setAttempted(true);
      notifyError(error);
      return;
    }
    const { sendDate, immediately } = sendTimeOf(date, time);
    const body = { send_date: sendDate, title, text, category_no: Number(categoryNo) };
    setBusy(true);
    const recipients = await readRecipientCount(body.category_no)
      .unwrap()
      .then(
        (answer) => answer.count,
        () => null,
      );
    setBusy(false);
    if (recipients === null) return;
    const question = {
      title: mail ? messages.confirmUpdateMail : messages.confirmSendMail,
      text: (immediately ? m.confirmRecipientsNow : m.confirmRecipients)(recipients, body.send_date),
    };
    if (!(await confirm(question))) return;
    setBusy(true);
    const ok = await (mail ? updateMail({ MAIL_NO: mail.MAIL_NO, ...body }) : createMail(body)).unwrap().then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!ok) return;
    notifySuccess(messages.mailSent);
    onClose();
  };

  const titleText = mail ? messages.editBulkMail : m.mailNew;
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <FormDialog
      title={titleText}
      onSubmit={onFormSubmit}
      onClose={onClose}
      submitting={busy}
      cancelLabel={m.form.cancel}
      submitLabel={mail ? m.form.update : m.form.send}
      maxWidth="md"
      fullScreen={fullScreen}
      dividers
      closeLabel={m.form.close}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            size="small"
            label={m.form.sendDate}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            helperText={mail ? undefined : m.sendDateTimeHelp}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_INPUT_MAX } }}
          />
          <TextField
            type="time"
            size="small"
            label={m.form.sendTime}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={m.form.mailCategory}
            value={listed ? categoryNo : ''}
            onChange={(e) => setCategoryNo(e.target.value === '' ? '' : Number(e.target.value))}
            error={Boolean(problemOf(messages.chooseCategory))}
            helperText={problemOf(messages.chooseCategory)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{m.form.noCategory}</MenuItem>
            {(categories.data?.datas ?? []).map((c) => (
              <MenuItem key={c.CATEGORY_NO} value={c.CATEGORY_NO}>
                {c.CATEGORY}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => onNewCategory({ date, time, categoryNo, title, text })}>
            {messages.newCategory}
          </Button>
        </Stack>
        <TextField
          size="small"
          label={m.form.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          fullWidth
          error={Boolean(problemOf(messages.enterTitle))}
          helperText={problemOf(messages.enterTitle)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <div>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {m.form.description}
          </Typography>
          <LazyRichTextEditor initialHtml={initial.text} onChange={setText} label={m.form.description} error={problemOf(messages.enterBody)} />
        </div>
      </Stack>
    </FormDialog>
  );
}
