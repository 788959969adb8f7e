/**
 * Misses of one cache key computed once. When a stored answer lapses, every reader asking for
 * it at that moment misses together (100 at once in the bench's read rows, each buyer's page at
 * opening): each would run the route's queries, queued behind each other on the database. Here
 * the first computes and the others wait for its answer, as long as no change committed since
 * it began (`generation`, the store's count of changes): an answer begun before a change is
 * never handed to a reader who asked after it.
 */
export interface InFlight<T> {
  /** The answer being computed for `key` since `generation`, or null: the caller computes it then (begin). */
  join(key: string, generation: number): Promise<T | null> | null;
  /** Marks `key` as being computed since `generation`; the function returned hands out the result (null: none to share). */
  begin(key: string, generation: number): (result: T | null) => void;
}

export function createInFlight<T>(): InFlight<T> {
  const running = new Map<string, { generation: number; answer: Promise<T | null> }>();
  return {
    join(key, generation) {
      const run = running.get(key);
      return run && run.generation === generation ? run.answer : null;
    },
    begin(key, generation) {
      let share!: (result: T | null) => void;
      const run = { generation, answer: new Promise<T | null>((resolve) => (share = resolve)) };
      running.set(key, run);
      return (result) => {
        if (running.get(key) === run) running.delete(key);
        share(result);
      };
    },
  };
}
