import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messages } from '../messages';
import { notifySuccess } from '../ui/notify';
import type { AdminListColumn } from './admin-list-types';
import { useRowHold, type RowHold } from './row-hold';

export interface FlagColumnOptions<Row> {
  key: string;
  label: string;
  isOn: (row: Row) => boolean;
  /** The update call (a mutation's trigger, unwrapped): it rejects on failure. */
  update: (row: Row, next: boolean) => Promise<unknown>;
  /** The toast after a successful update. */
  successText: string;
  /** A name for the switch, so a screen reader says which row it is (the row's name). */
  rowName?: (row: Row) => string;
  /** The row field the flag is (`key` by default): the row is shown with it changed until the list reloads. */
  field?: string;
  /** Written beside the switch while it is on (休止中). */
  onLabel?: string;
}

/** The row as the change left it: the flag field set, as a boolean or 0/1 like the row had it. */
function withFlag<Row>(row: Row, field: string, next: boolean): Row {
  const before = (row as Record<string, unknown>)[field];
  return { ...row, [field]: typeof before === 'number' ? Number(next) : next };
}

/** One flag change: the update call, then the row held on screen as changed. Rejects like `update`. */
async function changeFlag<Row>(options: FlagColumnOptions<Row>, hold: RowHold<Row> | null, row: Row, next: boolean): Promise<Row> {
  await options.update(row, next);
  const shown = withFlag(row, options.field ?? options.key, next);
  hold?.hold(row, shown);
  return shown;
}

function FlagSwitch<Row>({ row, options }: { row: Row; options: FlagColumnOptions<Row> }) {
  const hold = useRowHold<Row>();
  const [busy, setBusy] = useState(false);
  const checked = options.isOn(row);
  const name = options.rowName ? `${options.label} ${options.rowName(row)}` : options.label;
  const undo = async (shown: Row, previous: boolean) => {
    try {
      await changeFlag(options, hold, shown, previous);
      notifySuccess(options.successText);
    } catch {
      // The base query has already shown the server's reason.
    }
  };
  const toggle = async () => {
    setBusy(true);
    try {
      const shown = await changeFlag(options, hold, row, !checked);
      notifySuccess(options.successText, { label: messages.undo, onClick: () => void undo(shown, checked) });
    } catch {
      // The base query has already shown the server's reason; the switch stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <Switch size="small" checked={checked} disabled={busy} onChange={() => void toggle()} slotProps={{ input: { 'aria-label': name } }} />
      {options.onLabel && checked ? (
        <Typography component="span" variant="caption" data-testid="flag-on-label">
          {options.onLabel}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * A column with a switch that flips a flag at once (spec §4: SUSPEND_FLG and IMPORTANT_FLG toggle
 * on their own, with an immediate update call and a success toast). The toast offers 元に戻す;
 * inside AdminListPage the row stays where it is, as changed, until the list is reloaded.
 */
export function flagColumn<Row>(options: FlagColumnOptions<Row>): AdminListColumn<Row> {
  return {
    key: options.key,
    label: options.label,
    align: 'center',
    render: (row) => <FlagSwitch row={row} options={options} />,
    csv: (row) => (options.isOn(row) ? 1 : 0),
  };
}

/**
 * The 休止 column: a switch per row that calls `update`, toasts 休止フラグを更新しました。 (with
 * 元に戻す) and marks the row 休止中.
 *
 *   suspendColumn<Link>({ isSuspended: (l) => l.SUSPEND_FLG, update: (l, next) => updateLink({ ...l, SUSPEND_FLG: next }).unwrap() })
 */
export function suspendColumn<Row>(options: {
  isSuspended: (row: Row) => boolean;
  update: (row: Row, suspended: boolean) => Promise<unknown>;
  /** The row field of the flag (SUSPEND_FLG by default). */
  key?: string;
  rowName?: (row: Row) => string;
}): AdminListColumn<Row> {
  return flagColumn({
    key: options.key ?? 'SUSPEND_FLG',
    label: messages.suspended,
    isOn: options.isSuspended,
    update: options.update,
    successText: messages.suspendFlagUpdated,
    rowName: options.rowName,
    onLabel: messages.suspendedNow,
  });
}
