import { writeAdminChange } from '../../../logs/audit-log';
import { findWebHours } from '../../../db/settings-repository';
import type { Actor } from '../../../http/actor';
import type { AdminMasterDeps } from '../deps';
import { lockWebHours, saveWebHours } from './time-repository';
import type { WebTime } from './time-schemas';

const hhmm = (time: string | undefined, fallback: string) => (time ? time.slice(0, 5) : fallback);

/** START_TIME and END_TIME as 'HH:MM' (open all day when never set). */
export async function readWebTime(deps: AdminMasterDeps): Promise<WebTime> {
  const row = await findWebHours(deps.db);
  return { START_TIME: hhmm(row?.start_time, '00:00'), END_TIME: hhmm(row?.end_time, '23:59') };
}

/**
 * Saves the hours; purchases read them on every call, so buying follows at once. END_TIME
 * covers its whole minute (23:59 means until 23:59:59), as the sample's all-day hours do.
 */
export async function saveWebTime(deps: AdminMasterDeps, actor: Actor, time: WebTime): Promise<WebTime> {
  await deps.db.transaction(async (tx) => {
    const current = await lockWebHours(tx);
    await saveWebHours(tx, `${time.START_TIME}:00`, `${time.END_TIME}:59`);
    const before = { START_TIME: hhmm(current?.start_time, '∅'), END_TIME: hhmm(current?.end_time, '∅') };
    await writeAdminChange(tx, { ...actor, entity: 'time', action: 'update', before, after: time });
  });
  // Its event is stored before the answer (the announcing is the feed's: time-events.ts).
  await deps.marketFacts.settled();
  return time;
}
