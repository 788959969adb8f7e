import KeyIcon from '@mui/icons-material/Key';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { AdminListPage, notifySuccess, suspendColumn, useListParams, type AdminListColumn, type ApiBody, type ApiRow } from 'shared';
import { allValues, changedValues, MasterFormDialog, type FieldValue } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { purchasersApi } from '../api';
import { PASSWORD_FIELD, PURCHASER_FIELDS, purchaserValues } from './purchaser-fields';

type Purchaser = ApiRow<'/admins/purchaser'>;
const t = m.purchaser;
const yes = (flag: boolean) => (flag ? m.yesMark : '');

/** /admins/master/purchaser: branch accounts; suspending one signs it out at once. */
export function PurchaserListPage() {
  const list = useListParams({ per: 50 });
  const [createPurchaser] = purchasersApi.useCreatePurchaserMutation();
  const [updatePurchaser] = purchasersApi.useUpdatePurchaserMutation();
  const [issuePassword] = purchasersApi.useIssuePasswordMutation();
  const [deletePurchaser] = purchasersApi.useDeletePurchaserMutation();
  const [editing, setEditing] = useState<Purchaser | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<Purchaser | null>(null);

  const columns: AdminListColumn<Purchaser>[] = [
    { key: 'login_id', label: t.loginId },
    { key: 'BAISAN_CD', label: t.code, sortKey: 'BAISAN_CD' },
    { key: 'BAISAN_NM', label: t.name, sortKey: 'BAISAN_NM' },
    { key: 'BAISAN_EDA', label: t.eda },
    { key: 'BAISAN_EDA_NM', label: t.edaName, sortKey: 'BAISAN_EDA_NM' },
    { key: 'TEL', label: t.tel },
    { key: 'MAIL_ADDR', label: t.mail },
    { key: 'SALE_RATE', label: t.rate, sortKey: 'SALE_RATE', align: 'right' },
    { key: 'BUY_PERMIT_FLG', label: t.buyPermit, align: 'center', render: (p) => yes(p.BUY_PERMIT_FLG), csv: (p) => (p.BUY_PERMIT_FLG ? 1 : 0) },
    { key: 'is_first_login', label: t.firstLogin, align: 'center', render: (p) => yes(p.is_first_login), csv: (p) => (p.is_first_login ? 1 : 0) },
    suspendColumn<Purchaser>({
      isSuspended: (p) => p.SUSPEND_FLG,
      update: (p, next) => updatePurchaser({ branch: p, SUSPEND_FLG: next }).unwrap(),
      rowName: (p) => p.login_id,
    }),
  ];

  const current = editing === 'new' ? null : editing;
  const submit = async (values: Record<string, FieldValue>) => {
    if (current) {
      const changes = changedValues(PURCHASER_FIELDS, purchaserValues(current), values) as ApiBody<'/admins/purchaser/{BAISAN_CD}/{BAISAN_EDA}', 'put'>;
      await updatePurchaser({ branch: current, ...changes }).unwrap();
      notifySuccess(m.saved(m.purchaserTitle));
    } else {
      await createPurchaser(allValues([...PURCHASER_FIELDS, PASSWORD_FIELD], values) as ApiBody<'/admins/purchaser', 'post'>).unwrap();
      notifySuccess(m.created(m.purchaserTitle));
    }
  };
  const readOnlyKeys = (name: string) => name === 'BAISAN_CD' || name === 'BAISAN_EDA';

  return (
    <AdminListPage
      title={m.purchaserTitle}
      list={list}
      endpoint={purchasersApi.endpoints.getPurchasers}
      columns={columns}
      rowKey={(p) => p.login_id || `${p.BAISAN_CD}-${p.BAISAN_EDA}`}
      isSuspended={(p) => p.SUSPEND_FLG}
      actions={{
        onEdit: (p) => setEditing(p),
        onDelete: async (p) => {
          await deletePurchaser(p).unwrap();
          notifySuccess(m.deleted(m.purchaserTitle));
        },
        extra: (p) => (
          <IconButton size="small" aria-label={`${t.issuePassword} ${p.login_id}`} title={t.issuePassword} onClick={() => setPasswordFor(p)}>
            <KeyIcon fontSize="small" />
          </IconButton>
        ),
      }}
      onCreate={() => setEditing('new')}
      csvFileName={m.csvFile(m.purchaserTitle)}
    >
      {editing ? (
        <MasterFormDialog
          title={current ? m.form.editTitle(m.purchaserTitle) : m.form.newTitle(m.purchaserTitle)}
          fields={current ? PURCHASER_FIELDS.map((f) => (readOnlyKeys(f.name) ? { ...f, readOnly: true } : f)) : [...PURCHASER_FIELDS, PASSWORD_FIELD]}
          initialValues={purchaserValues(current)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {passwordFor ? (
        <MasterFormDialog
          title={t.issueTitle(passwordFor.login_id)}
          fields={[PASSWORD_FIELD]}
          initialValues={{ password: '' }}
          submitLabel={t.issue}
          onSubmit={async (values) => {
            await issuePassword({ branch: passwordFor, password: String(values.password) }).unwrap();
            notifySuccess(t.passwordIssued);
          }}
          onClose={() => setPasswordFor(null)}
        />
      ) : null}
    </AdminListPage>
  );
}
