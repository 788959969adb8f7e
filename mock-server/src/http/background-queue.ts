/**
 * Work done after the answer is sent, one task at a time (so tasks that count and then write,
 * such as the reset-mail limit, cannot interleave). Used where the answer time must not
 * depend on what the work finds (reset-password: registered address or not).
 */
export interface BackgroundQueue {
  run(task: () => Promise<void>, onError: (err: unknown) => void): void;
  /** Resolves when every task queued so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** Tasks waiting beyond this are dropped (a flood of requests cannot queue work without end). */
const MAX_PENDING = 1000;

export function createBackgroundQueue(): BackgroundQueue {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    run(task, onError) {
      if (pending >= MAX_PENDING) return onError(new Error('background queue full: task dropped'));
      pending++;
      tail = tail
        .then(task)
        .catch(onError)
        .finally(() => {
          pending--;
        });
    },
    idle: () => tail,
  };
}
