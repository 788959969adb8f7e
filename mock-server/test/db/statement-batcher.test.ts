import { statementBatcher } from '../../src/db/statement-batcher';

/** A statement that answers when told to, recording what each run was asked. */
function controlledRun() {
  const runs: { requests: number[]; finish: (fail?: Error) => void }[] = [];
  const run = (requests: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      runs.push({ requests, finish: (fail) => (fail ? reject(fail) : resolve(requests.map((r) => r * 10))) });
    });
  return { runs, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('statementBatcher', () => {
  it('sends the first request at once and those arriving meanwhile as one next statement, each getting its own answer', async () => {
    const { runs, run } = controlledRun();
    const ask = statementBatcher(run);
    const first = ask(1);
    await settle();
    expect(runs.map((r) => r.requests)).toEqual([[1]]);
    const later = [ask(2), ask(3), ask(4)];
    await settle();
    // Never joined to the statement already running: it may have begun before their changes.
    expect(runs.map((r) => r.requests)).toEqual([[1]]);
    runs[0].finish();
    expect(await first).toBe(10);
    await settle();
    expect(runs.map((r) => r.requests)).toEqual([[1], [2, 3, 4]]);
    runs[1].finish();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('fails every request of a failed statement and goes on with the next', async () => {
    const { runs, run } = controlledRun();
    const ask = statementBatcher(run);
    const message = (p: Promise<number>) => p.catch((err: Error) => err.message);
    const first = message(ask(1));
    const queued = [ask(2), ask(3)].map(message);
    runs[0].finish(new Error('接続切れ'));
    expect(await first).toBe('接続切れ');
    await settle();
    expect(runs[1].requests).toEqual([2, 3]);
    runs[1].finish(new Error('接続切れ'));
    expect(await Promise.all(queued)).toEqual(['接続切れ', '接続切れ']);
    const next = ask(4);
    await settle();
    runs[2].finish();
    expect(await next).toBe(40);
  });
});
