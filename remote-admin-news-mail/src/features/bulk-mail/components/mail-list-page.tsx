import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AdminListPage, notifySuccess, PAGE_SIZE, useListParams, type AdminListColumn } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { bulkMailApi, type BulkMail } from '../api';
import { DeliveryStatus } from './delivery-status';
import { MailCategoryDialog } from './mail-category-dialog';
import { MailDialog, type MailDraft } from './mail-dialog';
import { MailRowActions } from './mail-row-actions';

/** The open modal; the category modal remembers the mail modal it replaced, to reopen it. */
type Open = { kind: 'mail'; mail: BulkMail | null; draft?: MailDraft } | { kind: 'category'; mail: BulkMail | null; draft: MailDraft } | null;

/** /admins/news/recovery_mail: bulk mails (sent or unsent), 50 a page, newest first; create, edit until sent, delete. */
export function MailListPage() {
  const list = useListParams({ per: PAGE_SIZE.mail, status: '' });
  const [remove] = bulkMailApi.useDeleteMailMutation();
  const [open, setOpen] = useState<Open>(null);

  const columns: AdminListColumn<BulkMail>[] = [
    { key: 'MAIL_SEND_START_DATE', label: m.columns.sendStart },
    { key: 'MAIL_CATEGORY_NAME', label: m.columns.category },
    { key: 'MAIL_TITLE', label: m.columns.title, wrap: true },
    { key: 'MAIL_SEND_DATE', label: m.columns.sentAt, render: (mail) => mail.MAIL_SEND_DATE || m.mailStatus.unsent },
    {
      key: 'delivery',
      label: m.columns.delivery,
      render: (mail) => <DeliveryStatus mail={mail} />,
      csv: (mail) => m.delivery(mail.DELIVERY_SENT, mail.DELIVERY_TOTAL, mail.DELIVERY_FAILED),
    },
  ];

  return (
    <AdminListPage
      title={m.bulkMailTitle}
      list={list}
      endpoint={bulkMailApi.endpoints.getMails}
      columns={columns}
      rowKey={(mail) => mail.MAIL_NO}
      filters={
        <TextField
          select
          size="small"
          label={m.mailStatus.label}
          value={list.params.status}
          onChange={(e) => list.setParams({ status: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{m.mailStatus.all}</MenuItem>
          <MenuItem value="sent">{m.mailStatus.sent}</MenuItem>
          <MenuItem value="unsent">{m.mailStatus.unsent}</MenuItem>
        </TextField>
      }
      actions={{
        extra: (mail) => (
          <MailRowActions
            mail={mail}
            onEdit={() => setOpen({ kind: 'mail', mail })}
            onDelete={async () => {
              await remove(mail.MAIL_NO).unwrap();
              notifySuccess(m.mailDeleted);
            }}
          />
        ),
      }}
      onCreate={() => setOpen({ kind: 'mail', mail: null })}
    >
      {open?.kind === 'mail' ? (
        <MailDialog
          mail={open.mail}
          draft={open.draft}
          onClose={() => setOpen(null)}
          onNewCategory={(draft) => setOpen({ kind: 'category', mail: open.mail, draft })}
        />
      ) : null}
      {open?.kind === 'category' ? (
        <MailCategoryDialog
          onClose={(created) => setOpen({ kind: 'mail', mail: open.mail, draft: created ? { ...open.draft, categoryNo: created.CATEGORY_NO } : open.draft })}
        />
      ) : null}
    </AdminListPage>
  );
}
