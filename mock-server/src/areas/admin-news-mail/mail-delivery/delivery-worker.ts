import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/types';
import { writeSystemLog } from '../../../logs/system-log';
import type { Mailer } from '../../../mail/mailer';
import { adminNewsMailMessages as m } from '../messages';
import * as repo from './delivery-repository';
import { retryDelayMs, type MailDeliverySettings } from './delivery-settings';
import { htmlToText, mailHtml } from './mail-content';

export interface MailDeliveryWorker {
  /** This worker's name in claimed_by (host, pid and a random part: unique per start). */
  readonly id: string;
  /** Does every due piece of work once (list recipients, send what is due, finish mails); returns messages sent. */
  runOnce(): Promise<number>;
  /** Polls every settings.pollMs until stop(). */
  start(): void;
  /** Stops polling and waits for the send in progress. */
  stop(): Promise<void>;
}

export interface WorkerDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  settings: MailDeliverySettings;
  log?: (message: string, err?: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMailDeliveryWorker(deps: WorkerDeps): MailDeliveryWorker {
  const { db, mailer, clock, settings } = deps;
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const minGapMs = settings.ratePerMinute > 0 ? 60_000 / settings.ratePerMinute : 0;
  let lastSendAt = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  /** The pass in progress (passes of one worker never overlap). */
  let chain: Promise<unknown> = Promise.resolve();

  /**
   * Keeps the sending rate. It waits before a delivery is claimed, never while one is held:
   * a process killed during the wait leaves no row 'sending', so its restart sends the rest.
   */
  async function pace(): Promise<void> {
    const wait = lastSendAt + minGapMs - Date.now();
    if (wait > 0) await sleep(wait);
  }

  async function sendOne(delivery: repo.ClaimedDelivery): Promise<boolean> {
    lastSendAt = Date.now();
    try {
      await mailer.send({
        to: delivery.to_addr,
        subject: delivery.title,
        text: htmlToText(delivery.html),
        html: mailHtml(delivery.title, delivery.html),
        messageId: `<bulk-mail-${delivery.mail_no}-${delivery.id}@flower-market.local>`,
      });
    } catch (err) {
      const retry = delivery.attempts < settings.maxAttempts ? new Date(clock.now().getTime() + retryDelayMs(settings, delivery.attempts)) : null;
      await repo.markAttemptFailed(db, delivery.id, id, err instanceof Error ? err.message : String(err), retry);
      deps.log?.(`mail ${delivery.mail_no} to ${delivery.to_addr}: attempt ${delivery.attempts} failed${retry ? ', will retry' : ', given up'}`, err);
      return false;
    }
    await repo.markSent(db, delivery.id, id, clock.now());
    return true;
  }

  async function work(): Promise<number> {
    const now = clock.now();
    await repo.giveUpStaleSending(db, new Date(now.getTime() - settings.leaseMs), m.deliveryInterrupted);
    await db.transaction((tx) => repo.listRecipientsOfDueMails(tx, now));
    let sent = 0;
    while (!stopping) {
      await pace();
      if (stopping) break;
      const delivery = await db.transaction((tx) => repo.claimDelivery(tx, clock.now(), id));
      if (!delivery) break;
      if (await sendOne(delivery)) sent += 1;
    }
    for (const done of await repo.finishDoneMails(db, clock.now())) {
      // The administrators' bells hear of it from the feed (mail-done-events.ts).
      await writeSystemLog(db, 'system', `mail ${done.mail_no} sent: ${done.sent} delivered, ${done.failed} failed`, clock.now());
    }
    return sent;
  }

  const runOnce = (): Promise<number> => {
    const next = chain.then(work);
    chain = next.catch(() => 0);
    return next;
  };

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err) => deps.log?.('mail delivery pass failed', err))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref?.();
  };

  return {
    id,
    runOnce,
    start() {
      stopping = false;
      schedule();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
