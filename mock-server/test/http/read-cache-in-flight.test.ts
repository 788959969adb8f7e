import { createInFlight } from '../../src/http/read-cache/in-flight';

/**
 * Readers who miss one cache key together wait for the first reader's answer
 * (http/read-cache/in-flight.ts), but never for one begun before a change they asked after.
 */
describe('answers being computed', () => {
  it('hands the first reader’s answer to those who joined it, once, then lets the next compute', async () => {
    const inFlight = createInFlight<string>();
    expect(inFlight.join('k', 1)).toBeNull();
    const share = inFlight.begin('k', 1);
    const waiting = [inFlight.join('k', 1), inFlight.join('k', 1)];
    expect(waiting.every((w) => w !== null)).toBe(true);
    share('answer');
    await expect(Promise.all(waiting)).resolves.toEqual(['answer', 'answer']);
    expect(inFlight.join('k', 1)).toBeNull();
  });

  it('is not joined after a change (another generation) nor for another key', () => {
    const inFlight = createInFlight<string>();
    inFlight.begin('k', 1);
    expect(inFlight.join('k', 2)).toBeNull();
    expect(inFlight.join('other', 1)).toBeNull();
  });

  it('hands out null when there is no answer to share (the joiners compute their own)', async () => {
    const inFlight = createInFlight<string>();
    const share = inFlight.begin('k', 1);
    const waiting = inFlight.join('k', 1);
    share(null);
    await expect(waiting).resolves.toBeNull();
  });

  it('keeps a later computation of the key when an earlier one ends after it began', async () => {
    const inFlight = createInFlight<string>();
    const first = inFlight.begin('k', 1);
    const second = inFlight.begin('k', 2);
    first('old');
    const waiting = inFlight.join('k', 2);
    expect(waiting).not.toBeNull();
    second('new');
    await expect(waiting).resolves.toBe('new');
  });
});
