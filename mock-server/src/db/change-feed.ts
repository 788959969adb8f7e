import { gap, type ChangeMessage } from './change-messages';

/**
 * Committed database changes, as told by the triggers of migration 008 (NOTIFY db_changes),
 * decoded once (db/change-messages.ts): account, branch, data, hours, market events, and a gap
 * when changes may have been missed (the listening connection was lost), which means "forget
 * everything".
 *
 * Caches use it so: read `generation` before loading, store the result only if it is still
 * the same afterwards (a change committed meanwhile must not be cached over), and bypass the
 * cache while `healthy` is false.
 */
export interface ChangeFeed {
  subscribe(fn: (message: ChangeMessage) => void): () => void;
  /** Counts every change heard; a load that straddles a change sees it move. */
  readonly generation: number;
  /** False while changes from other processes could be missed. */
  readonly healthy: boolean;
  /** Starts listening (PostgreSQL: the dedicated connection); resolves when it listens. */
  start(): Promise<void>;
}

export interface ChangeHub extends ChangeFeed {
  emit(message: ChangeMessage): void;
  setHealthy(healthy: boolean): void;
}

export function createChangeHub(start: () => Promise<void>): ChangeHub {
  const subscribers = new Set<(message: ChangeMessage) => void>();
  let generation = 0;
  let healthy = false;
  let started: Promise<void> | null = null;
  const emit = (message: ChangeMessage) => {
    generation++;
    for (const fn of subscribers) fn(message);
  };
  return {
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    get generation() {
      return generation;
    },
    get healthy() {
      return healthy;
    },
    start() {
      started ??= start();
      return started;
    },
    emit,
    setHealthy(value) {
      if (healthy && !value) emit(gap());
      healthy = value;
    },
  };
}
