import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Key = string | number;

interface Held<Row> {
  /** Row objects from before the change: while the list still shows one of them, `shown` replaces it. */
  stale: Set<Row>;
  /** The row as the change left it (e.g. with its SUSPEND_FLG set). */
  shown: Row;
  /** Where it stood, so it stays there when the reloaded list leaves it out. */
  index: number;
}

export interface RowHold<Row> {
  /** After a successful flag change: show `shown` for this row until the list is reloaded. */
  hold(row: Row, shown: Row): void;
  /** The row is gone for good (deleted): stop showing it. */
  release(row: Row): void;
}

const RowHoldContext = createContext<RowHold<unknown> | null>(null);

/** The hold of the admin list around a cell, if any (a flag switch outside AdminListPage has none). */
export function useRowHold<Row>(): RowHold<Row> | null {
  return useContext(RowHoldContext) as RowHold<Row> | null;
}

export function RowHoldProvider<Row>({ hold, children }: { hold: RowHold<Row>; children: ReactNode }) {
  return <RowHoldContext.Provider value={hold as RowHold<unknown>}>{children}</RowHoldContext.Provider>;
}

/** The list's rows with every held row in place: the changed version, where the server list left it out or has not caught up. */
export function withHeldRows<Row>(rows: readonly Row[], held: ReadonlyMap<Key, Held<Row>>, rowKey: (row: Row) => Key): Row[] {
  const present = new Set<Key>();
  const out = rows.map((row) => {
    const key = rowKey(row);
    present.add(key);
    const entry = held.get(key);
    return entry && entry.stale.has(row) ? entry.shown : row;
  });
  const missing = [...held.entries()].filter(([key]) => !present.has(key)).sort((a, b) => a[1].index - b[1].index);
  for (const [, entry] of missing) out.splice(Math.min(entry.index, out.length), 0, entry.shown);
  return out;
}

/**
 * Spec §4 makes 休止 instant, and a list without 休止中も表示 reloads without the suspended row.
 * Rows changed by a flag switch stay where they are, as changed, until the list is reloaded
 * (new filters, page or sort: `resetKey`), so the row under the pointer never becomes another.
 */
export function useHeldRows<Row>(rows: readonly Row[] | undefined, rowKey: (row: Row) => Key, resetKey: string) {
  const [state, setState] = useState<{ resetKey: string; held: Map<Key, Held<Row>> }>({ resetKey, held: new Map() });
  const held = useMemo(() => (state.resetKey === resetKey ? state.held : new Map<Key, Held<Row>>()), [state, resetKey]);
  const displayed = useMemo(() => withHeldRows(rows ?? [], held, rowKey), [rows, held, rowKey]);
  // Callbacks read the latest list through a ref, so their identity does not follow every render.
  const latest = useRef({ displayed, rows, resetKey, rowKey });
  latest.current = { displayed, rows, resetKey, rowKey };

  const hold = useCallback((row: Row, shown: Row) => {
    const { displayed: now, rows: fromServer, resetKey: currentKey, rowKey: keyOf } = latest.current;
    const key = keyOf(row);
    setState((prev) => {
      const map = new Map(prev.resetKey === currentKey ? prev.held : []);
      const before = map.get(key);
      const stale = new Set<Row>([row]);
      const serverRow = fromServer?.find((r) => keyOf(r) === key);
      if (serverRow) stale.add(serverRow);
      const index =
        before?.index ??
        Math.max(
          0,
          now.findIndex((r) => keyOf(r) === key),
        );
      map.set(key, { stale, shown, index });
      return { resetKey: currentKey, held: map };
    });
  }, []);
  const release = useCallback((row: Row) => {
    const key = latest.current.rowKey(row);
    setState((prev) => {
      if (!prev.held.has(key)) return prev;
      const map = new Map(prev.held);
      map.delete(key);
      return { ...prev, held: map };
    });
  }, []);
  const api = useMemo<RowHold<Row>>(() => ({ hold, release }), [hold, release]);
  return { rows: displayed, hold: api };
}
