import { useState } from 'react';
import { AdminListPage, notifySuccess, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { MasterFormDialog } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { systemParametersApi } from '../api';

type Parameter = ApiRow<'/admins/system_parameter'>;
const t = m.parameter;

const columns: AdminListColumn<Parameter>[] = [
  { key: 'PARAMETER_TYP', label: t.typ, sortKey: 'PARAMETER_TYP' },
  { key: 'PARAMETER_CD', label: t.code, sortKey: 'PARAMETER_CD' },
  { key: 'REMARK', label: t.remark, wrap: true },
  { key: 'PARAMETER', label: t.value, wrap: true },
];

/** /admins/master/system_parameter: each value checked by its type and range on the server, effective at once. */
export function SystemParameterPage() {
  const list = useListParams({ per: 50 });
  const [update] = systemParametersApi.useUpdateSystemParameterMutation();
  const [editing, setEditing] = useState<Parameter | null>(null);
  return (
    <AdminListPage
      title={m.systemParameterTitle}
      list={list}
      endpoint={systemParametersApi.endpoints.getSystemParameters}
      columns={columns}
      rowKey={(row) => `${row.PARAMETER_TYP}/${row.PARAMETER_CD}`}
      actions={{ onEdit: (row) => setEditing(row) }}
      csvFileName={m.csvFile(m.systemParameterTitle)}
    >
      {editing ? (
        <MasterFormDialog
          title={t.edit(editing.PARAMETER_CD)}
          fields={[
            { name: 'REMARK', label: t.remark, readOnly: true },
            { name: 'PARAMETER', label: t.value, required: true, maxLength: 1000 },
          ]}
          initialValues={{ REMARK: editing.REMARK, PARAMETER: editing.PARAMETER }}
          onSubmit={async (values) => {
            await update({ PARAMETER_CD: editing.PARAMETER_CD, PARAMETER: String(values.PARAMETER) }).unwrap();
            notifySuccess(m.saved(m.systemParameterTitle));
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminListPage>
  );
}
