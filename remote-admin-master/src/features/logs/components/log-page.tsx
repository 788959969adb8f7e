import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import { AdminListPage, useListParams, type AdminListColumn, type ApiRow } from 'shared';
import { adminMasterMessages as m } from '../../../messages';
import { logsApi, type LogQuery } from '../api';

type LogRow = ApiRow<'/admins/system_log'>;
type Kind = 'system' | 'access';
const t = m.log;

const columns: AdminListColumn<LogRow>[] = [
  { key: 'OPERATION_DATE', label: t.date },
  { key: 'OPERATOR', label: t.operator },
  { key: 'OPERATION_LOG', label: t.text, wrap: true },
];

const DATE_MAX = '2999-12-31';

function LogList({ kind }: { kind: Kind }) {
  const list = useListParams({ per: 50, from: '', to: '', operator: '' });
  const endpoint = kind === 'access' ? logsApi.endpoints.getAccessLog : logsApi.endpoints.getSystemLog;
  // The same request as the list's: RTK Query shares it, and it carries the operators to choose from.
  const { data } = endpoint.useQuery(list.requestParams as LogQuery);
  const date = (name: 'from' | 'to', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={list.params[name]}
      onChange={(e) => list.setParams({ [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: DATE_MAX } }}
    />
  );
  const filters = (
    <>
      {date('from', t.from)}
      {date('to', t.to)}
      <TextField
        select
        size="small"
        label={t.operator}
        value={list.params.operator}
        onChange={(e) => list.setParams({ operator: e.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t.all}</MenuItem>
        {(data?.operators ?? []).map((operator) => (
          <MenuItem key={operator} value={operator}>
            {operator}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
  return (
    <AdminListPage
      title={m.logTitle}
      list={list}
      endpoint={endpoint}
      columns={columns}
      rowKey={(row) => `${row.OPERATION_DATE}|${row.OPERATOR}|${row.OPERATION_LOG}`}
      filters={filters}
      csvFileName={m.csvFile(kind === 'access' ? t.access : t.system)}
      perOptions={[50, 100, 500]}
    />
  );
}

/** /admins/master/log: the system log (every administrator change, before → after) and the access log. */
export function LogPage() {
  const [search, setSearch] = useSearchParams();
  const kind: Kind = search.get('kind') === 'access' ? 'access' : 'system';
  return (
    <>
      <Tabs value={kind} onChange={(_e, next: Kind) => setSearch(next === 'system' ? {} : { kind: next })} sx={{ px: 2 }}>
        <Tab value="system" label={t.system} />
        <Tab value="access" label={t.access} />
      </Tabs>
      <LogList key={kind} kind={kind} />
    </>
  );
}
