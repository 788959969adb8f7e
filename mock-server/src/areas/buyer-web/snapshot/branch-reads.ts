import type { Db } from '../../../db/types';
import { listAllCancellable, listCancellable, type CancellableRow } from '../purchase/purchase-repository';
import { listAllOpenNegotiations, listBranchNegotiations, type BuyerNegotiationRow } from '../negotiation/negotiation-repository';
import { findAllPurchaseTerms, findBranchPurchaseTerms } from '../branch-terms-repository';
import { emptyFavoriteSet, findAllFavorites } from '../favorites/favorites-repository';
import { favoriteOverlay } from '../favorites/favorite-match';
import { createBranchCache } from './branch-overlays';
import type { Overlay } from './listing-view';
import { loadAllDone, loadBranchDone, loadBranchFavorites, type SnapshotLot } from './snapshot-repository';
import type { ListingMessage, NewWebLine } from '../../../db/change-messages';

/**
 * The per-branch reads of a /web page load, kept in memory beside the shared
 * listing and kept current by migration 019's feed (db/change-messages.ts): 'sales' drops the
 * branch's sale lines (済 and its cancellable lines), 'lines' (migration 028) adds its new web
 * lines to both in place (a purchase costs no read again), 'negotiations' drops its
 * negotiations, 'terms' its purchase terms, 'favorites' its favourites (migration 026); a lot or
 * product changing what these rows show drops them all, as does a lost feed.
 */
export function createBranchReads(db: Db, today: () => string, lotOf: (id: number) => SnapshotLot | undefined) {
  const done = createBranchCache<Set<number>>((branchId) => loadBranchDone(db, branchId, today()));
  const terms = createBranchCache((branchId) => findBranchPurchaseTerms(db, branchId));
  const favorites = createBranchCache((branchId) => loadBranchFavorites(db, branchId));
  /** Each branch's standing web lines bought since `since` (the widest window asked so far). */
  let wanted = new Date(0);
  const cancellables = createBranchCache<{ since: Date; rows: CancellableRow[] }>(async (branchId) => {
    const since = wanted;
    return { since, rows: await listCancellable(db, branchId, since) };
  });
  const negotiations = createBranchCache<BuyerNegotiationRow[]>((branchId) => listBranchNegotiations(db, branchId, false));
  /** The open ones alone (the side panel, every page load): primed for every branch at once. */
  const openNegotiations = createBranchCache<BuyerNegotiationRow[]>((branchId) => listBranchNegotiations(db, branchId, true));

  /** A new standing web line of the branch: 済 when its lot is of today or later, and cancellable. */
  const addLines = (branchId: number, lines: NewWebLine[]) => {
    const lots = lines.map((line) => lotOf(line.web_item_id));
    // A lot this process does not hold (not on the listing): read the branch again.
    if (lots.some((lot) => !lot)) {
      done.forget(branchId);
      cancellables.forget(branchId);
      return;
    }
    done.patch(branchId, (set) => {
      lines.forEach((line, i) => lots[i]!.sale_iso >= today() && set.add(line.web_item_id));
      return true;
    });
    cancellables.patch(branchId, (entry) => {
      lines.forEach((line, i) => line.created_at >= entry.since && entry.rows.push(cancellableRow(line, lots[i]!)));
      entry.rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
      return true;
    });
  };

  /**
   * Reads every branch's 済, terms, favourites and the day's cancellable lines at once (a
   * day's first build), so the opening minute's first page of each branch reads none of them.
   */
  const prime = async (day: string): Promise<void> => {
    const marks = {
      done: done.mark(),
      terms: terms.mark(),
      favorites: favorites.mark(),
      cancellables: cancellables.mark(),
      openNegotiations: openNegotiations.mark(),
    };
    const since = new Date(`${day}T00:00:00+09:00`);
    const [allTerms, allDone, allFavorites, allCancellable, allOpenNegotiations] = await Promise.all([
      findAllPurchaseTerms(db),
      loadAllDone(db, day),
      findAllFavorites(db),
      listAllCancellable(db, since),
      listAllOpenNegotiations(db),
    ]);
    if (day !== today()) return;
    const branchIds = [...allTerms.keys()];
    terms.fill(branchIds, (b) => allTerms.get(b)!, marks.terms);
    done.fill(branchIds, (b) => allDone.get(b) ?? new Set(), marks.done);
    favorites.fill(branchIds, (b) => favoriteOverlay(allFavorites.get(b) ?? emptyFavoriteSet()), marks.favorites);
    if (wanted.getTime() === 0) wanted = since;
    cancellables.fill(branchIds, (b) => ({ since, rows: allCancellable.get(b) ?? [] }), marks.cancellables);
    openNegotiations.fill(branchIds, (b) => allOpenNegotiations.get(b) ?? [], marks.openNegotiations);
  };

  return {
    prime,
    hear(message: ListingMessage): void {
      switch (message.kind) {
        case 'lines':
          return addLines(message.branchId, message.lines);
        case 'sales':
          done.forget(message.branchId);
          cancellables.forget(message.branchId);
          return;
        case 'negotiations':
          negotiations.forget(message.branchId);
          openNegotiations.forget(message.branchId);
          return;
        case 'terms':
          return terms.forget(message.branchId);
        case 'favorites':
          return favorites.forget(message.branchId);
        case 'gap':
          for (const cache of [done, terms, favorites, cancellables, negotiations, openNegotiations]) cache.forgetAll();
      }
    },
    /** Lots were read again (not only their stock): the joined rows may show other names. */
    lotsChanged(): void {
      cancellables.forgetAll();
      negotiations.forgetAll();
      openNegotiations.forgetAll();
    },
    /**
     * A new sale date (or the first build): 済 covers the lots of today and later. Every
     * branch's own reads are read at once beside the answers (failing, they are read per branch).
     */
    newDay(day: string): void {
      done.forgetAll();
      prime(day).catch(() => undefined);
    },
    async overlay(branchId: number): Promise<Overlay> {
      const [d, t, f] = await Promise.all([done.get(branchId), terms.get(branchId), favorites.get(branchId)]);
      return { done: d, terms: t, favorites: f };
    },
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
      if (openOnly) return openNegotiations.get(branchId);
      return negotiations.get(branchId);
    },
  };
}

/** The cancellable row listCancellable reads, from the line the feed carried and its lot as held. */
function cancellableRow(line: NewWebLine, lot: SnapshotLot): CancellableRow {
  return {
    transactionUUID: line.transaction_uuid,
    id: line.sale_id,
    web_item_id: line.web_item_id,
    is_photo_present: lot.is_photo_present,
    shipment_provider_name: lot.shipment_provider_name,
    product_name: lot.product_name,
    color: lot.color,
    specification: lot.specification,
    remarks: lot.remarks,
    quantity_per_package: lot.quantity_per_package,
    quantity: line.kuchi_su,
    unit_price: line.web_tanka,
    hasu: line.ha_su,
    cost: line.price,
    created_at: line.created_at,
  };
}

/** What an answer reads of its branch beside the listing: held in memory, or read for it alone. */
export interface BranchReads {
  overlay(branchId: number): Promise<Overlay>;
  cancellable(branchId: number, since: Date): Promise<CancellableRow[]>;
  negotiations(branchId: number, openOnly: boolean): Promise<BuyerNegotiationRow[]>;
}

/** The branch's rows read for one answer while the feed is down (nothing held could be trusted). */
export function directBranchReads(db: Db, today: () => string): BranchReads {
  return {
    async overlay(branchId) {
      const [done, terms, favorites] = await Promise.all([
        loadBranchDone(db, branchId, today()),
        findBranchPurchaseTerms(db, branchId),
        loadBranchFavorites(db, branchId),
      ]);
      return { done, terms, favorites };
    },
    cancellable: (branchId, since) => listCancellable(db, branchId, since),
    negotiations: (branchId, openOnly) => listBranchNegotiations(db, branchId, openOnly),
  };
}
