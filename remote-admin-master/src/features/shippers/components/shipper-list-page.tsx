import { useState } from 'react';
import { AdminListPage, notifySuccess, suspendColumn, useListParams, type AdminListColumn, type ApiBody, type ApiRow } from 'shared';
import { allValues, changedValues, MasterFormDialog, type FieldValue } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { shippersApi } from '../api';
import { SHIPPER_FIELDS, shipperValues } from './shipper-fields';

type Shipper = ApiRow<'/admins/shipper'>;
const t = m.shipper;

/** /admins/master/shipper: the shipper master (出荷者). */
export function ShipperListPage() {
  const list = useListParams({ per: 50 });
  const [createShipper] = shippersApi.useCreateShipperMutation();
  const [updateShipper] = shippersApi.useUpdateShipperMutation();
  const [deleteShipper] = shippersApi.useDeleteShipperMutation();
  const [editing, setEditing] = useState<Shipper | 'new' | null>(null);

  const columns: AdminListColumn<Shipper>[] = [
    { key: 'SHUKKASHA_CD', label: t.code, sortKey: 'SHUKKASHA_CD' },
    { key: 'SHUKKASHA_NM', label: t.name, sortKey: 'SHUKKASHA_NM' },
    { key: 'KNM', label: t.kana, sortKey: 'KNM' },
    { key: 'SANCHI_NM', label: t.area, sortKey: 'SANCHI_NM' },
    { key: 'TEL', label: t.tel },
    { key: 'SHUKKA_TANTOSHA_NM', label: t.staff },
    { key: 'ITAKU_KAITSUKE_NM', label: t.itaku },
    suspendColumn<Shipper>({
      isSuspended: (s) => s.SUSPEND_FLG,
      update: (s, next) => updateShipper({ code: s.SHUKKASHA_CD, SUSPEND_FLG: next }).unwrap(),
      rowName: (s) => s.SHUKKASHA_NM,
    }),
  ];

  const current = editing === 'new' ? null : editing;
  const submit = async (values: Record<string, FieldValue>) => {
    if (current) {
      const changes = changedValues(SHIPPER_FIELDS, shipperValues(current), values) as ApiBody<'/admins/shipper/{SHUKKASHA_CD}', 'put'>;
      await updateShipper({ code: current.SHUKKASHA_CD, ...changes }).unwrap();
      notifySuccess(m.saved(m.shipperTitle));
    } else {
      await createShipper(allValues(SHIPPER_FIELDS, values) as ApiBody<'/admins/shipper', 'post'>).unwrap();
      notifySuccess(m.created(m.shipperTitle));
    }
  };

  return (
    <AdminListPage
      title={m.shipperTitle}
      list={list}
      endpoint={shippersApi.endpoints.getShippers}
      columns={columns}
      rowKey={(s) => s.SHUKKASHA_CD}
      isSuspended={(s) => s.SUSPEND_FLG}
      actions={{
        onEdit: (s) => setEditing(s),
        onDelete: async (s) => {
          await deleteShipper(s.SHUKKASHA_CD).unwrap();
          notifySuccess(m.deleted(m.shipperTitle));
        },
      }}
      onCreate={() => setEditing('new')}
      csvFileName={m.csvFile(m.shipperTitle)}
    >
      {editing ? (
        <MasterFormDialog
          title={current ? m.form.editTitle(m.shipperTitle) : m.form.newTitle(m.shipperTitle)}
          fields={current ? SHIPPER_FIELDS.map((f) => (f.name === 'SHUKKASHA_CD' ? { ...f, readOnly: true } : f)) : SHIPPER_FIELDS}
          initialValues={shipperValues(current)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminListPage>
  );
}
