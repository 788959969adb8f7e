import { useState } from 'react';
import { AdminListPage, notifySuccess, suspendColumn, useListParams, type AdminListColumn, type ApiBody, type ApiRow } from 'shared';
import { allValues, changedValues, MasterFormDialog, type FieldValue, type FormField } from '../../../common/master-form-dialog';
import { adminMasterMessages as m } from '../../../messages';
import { itemsApi } from '../api';

type Item = ApiRow<'/admins/item'>;
const t = m.item;

const fields: FormField[] = [
  { name: 'ITEM_CD', label: t.code, required: true, maxLength: 20 },
  { name: 'ITEM_NM', label: t.name, required: true, maxLength: 50 },
  { name: 'ITEM_KNM', label: t.kana, maxLength: 100 },
  { name: 'ITEM_RNM', label: t.short, maxLength: 50 },
  { name: 'ITEM_RKNM', label: t.shortKana, maxLength: 100 },
  { name: 'ITEM_LEVEL', label: t.level, kind: 'select', options: ['1', '2', '3'].map((v) => ({ value: v, label: v })) },
  { name: 'H_ITEM_CD', label: t.parentCode, maxLength: 20 },
  { name: 'PRINT_ORDER', label: t.order, kind: 'number', required: true },
  { name: 'SUSPEND_FLG', label: m.columns.suspended, kind: 'switch' },
];

const valuesOf = (item: Item | null): Record<string, FieldValue> => ({
  ITEM_CD: item?.ITEM_CD ?? '',
  ITEM_NM: item?.ITEM_NM ?? '',
  ITEM_KNM: item?.ITEM_KNM ?? '',
  ITEM_RNM: item?.ITEM_RNM ?? '',
  ITEM_RKNM: item?.ITEM_RKNM ?? '',
  ITEM_LEVEL: String(item?.ITEM_LEVEL ?? 2),
  H_ITEM_CD: item?.H_ITEM_CD ?? '',
  PRINT_ORDER: String(item?.PRINT_ORDER ?? 1),
  SUSPEND_FLG: item?.SUSPEND_FLG ?? false,
});

/** /admins/master/item: the item master (品目). */
export function ItemListPage() {
  const list = useListParams({ per: 50 });
  const [createItem] = itemsApi.useCreateItemMutation();
  const [updateItem] = itemsApi.useUpdateItemMutation();
  const [deleteItem] = itemsApi.useDeleteItemMutation();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  const columns: AdminListColumn<Item>[] = [
    { key: 'ITEM_CD', label: t.code, sortKey: 'ITEM_CD' },
    { key: 'ITEM_NM', label: t.name, sortKey: 'ITEM_NM' },
    { key: 'ITEM_KNM', label: t.kana, sortKey: 'ITEM_KNM' },
    { key: 'ITEM_RNM', label: t.short },
    { key: 'ITEM_LEVEL', label: t.level, sortKey: 'ITEM_LEVEL', align: 'right' },
    { key: 'H_ITEM_NM', label: t.parent },
    { key: 'PRINT_ORDER', label: t.order, sortKey: 'PRINT_ORDER', align: 'right' },
    suspendColumn<Item>({
      isSuspended: (i) => i.SUSPEND_FLG,
      update: (i, next) => updateItem({ code: i.ITEM_CD, SUSPEND_FLG: next }).unwrap(),
      rowName: (i) => i.ITEM_NM,
    }),
  ];

  const current = editing === 'new' ? null : editing;
  const toBody = (values: Record<string, FieldValue>) => {
    const body = allValues(fields, values);
    return { ...body, ITEM_LEVEL: Number(body.ITEM_LEVEL ?? 2), H_ITEM_CD: values.H_ITEM_CD ? String(values.H_ITEM_CD) : null };
  };
  const submit = async (values: Record<string, FieldValue>) => {
    if (current) {
      const changes = changedValues(fields, valuesOf(current), values);
      if ('ITEM_LEVEL' in changes) changes.ITEM_LEVEL = Number(changes.ITEM_LEVEL);
      await updateItem({ code: current.ITEM_CD, ...(changes as ApiBody<'/admins/item/{ITEM_CD}', 'put'>) }).unwrap();
      notifySuccess(m.saved(m.itemTitle));
    } else {
      await createItem(toBody(values) as ApiBody<'/admins/item', 'post'>).unwrap();
      notifySuccess(m.created(m.itemTitle));
    }
  };

  return (
    <AdminListPage
      title={m.itemTitle}
      list={list}
      endpoint={itemsApi.endpoints.getItems}
      columns={columns}
      rowKey={(i) => i.ITEM_CD}
      isSuspended={(i) => i.SUSPEND_FLG}
      actions={{
        onEdit: (i) => setEditing(i),
        onDelete: async (i) => {
          await deleteItem(i.ITEM_CD).unwrap();
          notifySuccess(m.deleted(m.itemTitle));
        },
      }}
      onCreate={() => setEditing('new')}
      csvFileName={m.csvFile(m.itemTitle)}
    >
      {editing ? (
        <MasterFormDialog
          title={current ? m.form.editTitle(m.itemTitle) : m.form.newTitle(m.itemTitle)}
          fields={current ? fields.map((f) => (f.name === 'ITEM_CD' ? { ...f, readOnly: true } : f)) : fields}
          initialValues={valuesOf(current)}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminListPage>
  );
}
