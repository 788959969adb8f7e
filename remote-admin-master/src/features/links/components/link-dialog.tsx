import { notifySuccess, type ApiRow } from 'shared';
import { allValues, MasterFormDialog, type FormField } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { linksApi } from '../api';

type Link = ApiRow<'/admins/link'>;

const fields: FormField[] = [
  { name: 'LINK_NM', label: m.link.name, required: true, maxLength: 100 },
  { name: 'LINK_URL', label: m.link.url, required: true, maxLength: 2000 },
  { name: 'SUSPEND_FLG', label: m.columns.suspended, kind: 'switch' },
];

/** New link (link null) or edit; リンクを更新しました。 after a save. */
export function LinkDialog({ link, onClose }: { link: Link | null; onClose: () => void }) {
  const [createLink] = linksApi.useCreateLinkMutation();
  const [updateLink] = linksApi.useUpdateLinkMutation();
  const initialValues = { LINK_NM: link?.LINK_NM ?? '', LINK_URL: link?.LINK_URL ?? 'https://', SUSPEND_FLG: link?.SUSPEND_FLG ?? false };
  const submit = async (values: Record<string, string | number | boolean>) => {
    const body = allValues(fields, values) as { LINK_NM: string; LINK_URL: string; SUSPEND_FLG: boolean };
    if (link) await updateLink({ ...body, LINK_CD: link.LINK_CD }).unwrap();
    else await createLink(body).unwrap();
    notifySuccess(m.link.updated);
  };
  return (
    <MasterFormDialog
      title={link ? m.form.editTitle(m.linkTitle) : m.form.newTitle(m.linkTitle)}
      fields={fields}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
