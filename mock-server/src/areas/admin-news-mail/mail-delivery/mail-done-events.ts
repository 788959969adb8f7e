import { publishMarketEvent } from '../../../events/market-events';
import type { AreaDeps } from '../../../http/area-deps';
import { adminNewsMailMessages as m } from '../messages';
import { mailOutcome } from './delivery-repository';

/**
 * Every mail whose deliveries are all done (its committed row: migration 034's fact, whichever
 * process's worker finished it) reaches the administrators' bells: finished, or finished with failures.
 */
export function announceMailsDone(deps: AreaDeps): void {
  deps.marketFacts.on('mail_done', async ({ mailNo }) => {
    const done = await mailOutcome(deps.db, mailNo);
    if (!done) return;
    await publishMarketEvent(deps.db, deps.clock.now(), {
      audience: { to: 'admins' },
      kind: done.failed ? 'mail_failed' : 'mail_finished',
      data: { mail_no: mailNo, sent: done.sent, failed: done.failed },
      notice: { title: m.mailDoneNotice(done.title, done.sent, done.failed), link: '/admins/news/recovery_mail' },
      source: `mail_done:${mailNo}`,
    });
  });
}
