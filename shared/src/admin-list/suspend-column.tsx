import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { messages } from '../messages';
import { notifySuccess } from '../ui/notify';
import type { AdminListColumn } from './admin-list-types';

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
}

function FlagSwitch<Row>({ row, options }: { row: Row; options: FlagColumnOptions<Row> }) {
  const [busy, setBusy] = useState(false);
  const checked = options.isOn(row);
  const name = options.rowName ? `${options.label} ${options.rowName(row)}` : options.label;
  const toggle = async () => {
    setBusy(true);
    try {
      await options.update(row, !checked);
      notifySuccess(options.successText);
    } catch {
      // The base query has already shown the server's reason; the switch stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return <Switch size="small" checked={checked} disabled={busy} onChange={() => void toggle()} slotProps={{ input: { 'aria-label': name } }} />;
}

/**
 * A column with a switch that flips a flag at once (spec: SUSPEND_FLG and IMPORTANT_FLG toggle
 * on their own, with an immediate update call and a success toast).
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
 * The 休止 column: a switch per row that calls `update` and toasts 休止フラグを更新しました。
 *
 *   suspendColumn<Link>({ isSuspended: (l) => l.SUSPEND_FLG, update: (l, next) => updateLink({ ...l, SUSPEND_FLG: next }).unwrap() })
 */
export function suspendColumn<Row>(options: {
  isSuspended: (row: Row) => boolean;
  update: (row: Row, suspended: boolean) => Promise<unknown>;
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
  });
}
