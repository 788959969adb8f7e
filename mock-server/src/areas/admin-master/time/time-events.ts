import { findWebHours } from '../../../db/settings-repository';
import { publishMarketEvent } from '../../../events/market-events';
import type { AreaDeps } from '../../../http/area-deps';
import { adminMasterMessages } from '../messages';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * Every save of the web hours (its committed row: migration 034's fact) reaches every buyer:
 * open listings refetch their hours and open or close buying at once; the bell says the new hours.
 */
export function announceHoursSaved(deps: AreaDeps): void {
  deps.marketFacts.on('hours_saved', async ({ transactionId }) => {
    const hours = await findWebHours(deps.db);
    if (!hours) return;
    const [START_TIME, END_TIME] = [hhmm(hours.start_time), hhmm(hours.end_time)];
    await publishMarketEvent(deps.db, deps.clock.now(), {
      audience: { to: 'buyers' },
      kind: 'hours_changed',
      data: { START_TIME, END_TIME },
      notice: { title: adminMasterMessages.hoursChangedNotice(START_TIME, END_TIME), link: '/web' },
      source: `hours_changed:${transactionId}`,
    });
  });
}
