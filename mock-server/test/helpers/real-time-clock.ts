import { ManualClock } from '../../src/clock';

/** Starts at `from` and moves with real time: the read cache keeps answers only while the app clock does. */
export class RealTimeClock extends ManualClock {
  private readonly startedAt = performance.now();
  constructor(private readonly from: Date) {
    super(from);
  }
  override now(): Date {
    return new Date(this.from.getTime() + (performance.now() - this.startedAt));
  }
}
