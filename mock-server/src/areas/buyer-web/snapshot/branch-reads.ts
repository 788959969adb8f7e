import type { Db } from '../../../db/types';
import { OPEN_NEGOTIATION_STATUSES } from '../../../domain/values';
import { listCancellable, type CancellableRow } from '../purchase/purchase-repository';
import { listBranchNegotiations, type BuyerNegotiationRow } from '../negotiation/negotiation-repository';
import { createBranchCache } from './branch-overlays';
import type { Overlay } from './listing-view';
import { loadBranchOverlay } from './snapshot-repository';

/**
 * The per-branch reads of a /web page load (issue 19), kept in memory beside the shared
 * listing and dropped by migration 019's feed: 's:<id>' (the branch's sale lines: 済 and its
 * cancellable lines), 'n:<id>' (its negotiations), 'b:<id>' (its purchase terms), 'f:<id>' (its
 * favourites, migration 026); a lot or
 * product changing what these rows show drops them all, as does a lost feed.
 */
export function createBranchReads(db: Db, today: () => string) {
  const overlays = createBranchCache<Overlay>((branchId) => loadBranchOverlay(db, branchId, today()));
  /** Each branch's standing web lines bought since `since` (the widest window asked so far). */
  let wanted = new Date(0);
  const cancellables = createBranchCache<{ since: Date; rows: CancellableRow[] }>(async (branchId) => {
    const since = wanted;
    return { since, rows: await listCancellable(db, branchId, since) };
  });
  const negotiations = createBranchCache<BuyerNegotiationRow[]>((branchId) => listBranchNegotiations(db, branchId, false));

  return {
    hear(payload: string): void {
      const kind = payload.slice(0, 2);
      const branchId = Number(payload.slice(2));
      if (kind === 's:') {
        overlays.forget(branchId);
        cancellables.forget(branchId);
      } else if (kind === 'n:') negotiations.forget(branchId);
      else if (kind === 'b:' || kind === 'f:') overlays.forget(branchId);
      else if (payload === '*') {
        overlays.forgetAll();
        cancellables.forgetAll();
        negotiations.forgetAll();
      }
    },
    /** Lots were read again (not only their stock): the joined rows may show other names. */
    lotsChanged(): void {
      cancellables.forgetAll();
      negotiations.forgetAll();
    },
    /** A new sale date: 済 covers the lots of today and later. */
    dayChanged(): void {
      overlays.forgetAll();
    },
    overlay: (branchId: number) => overlays.get(branchId),
    async cancellable(branchId: number, since: Date): Promise<CancellableRow[]> {
      let entry = await cancellables.get(branchId);
      if (entry.since.getTime() > since.getTime()) {
        // The window reaches back further than what is held (a longer period, a clock set back).
        wanted = since;
        cancellables.forget(branchId);
        entry = await cancellables.get(branchId);
      }
      if (wanted.getTime() < since.getTime()) wanted = since;
      return entry.rows.filter((r) => r.created_at.getTime() >= since.getTime());
    },
    async negotiations(branchId: number, openOnly: boolean): Promise<BuyerNegotiationRow[]> {
      const rows = await negotiations.get(branchId);
      return openOnly ? rows.filter((r) => OPEN_NEGOTIATION_STATUSES.includes(r.status)) : rows;
    },
  };
}

export type BranchReads = ReturnType<typeof createBranchReads>;
