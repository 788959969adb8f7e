const MAX_BRANCHES = 20_000;

/**
 * What one branch reads of its own (済, purchase terms, favourites, its cancellable lines, its
 * negotiations), read once per branch and kept until migration 019's feed says it changed
 * (forget), describes the change in full (patch: migration 028's new web lines) or was lost (forgetAll). A read that straddles such a change is read again,
 * never kept.
 */
export function createBranchCache<T>(load: (branchId: number) => Promise<T>) {
  const held = new Map<number, T>();
  const loads = new Map<number, Promise<T>>();
  const seqs = new Map<number, number>();
  let allSeq = 0;

  const forget = (branchId: number) => {
    held.delete(branchId);
    seqs.set(branchId, (seqs.get(branchId) ?? 0) + 1);
  };

  return {
    forget,
    forgetAll() {
      held.clear();
      allSeq++;
    },
    /**
     * Applies a change the feed described in full to what is held, in place (`apply` answers
     * false when it cannot: then the branch is read again). A read in flight is read again.
     */
    patch(branchId: number, apply: (held: T) => boolean) {
      if (held.has(branchId)) {
        if (!apply(held.get(branchId) as T)) forget(branchId);
      } else if (loads.has(branchId)) forget(branchId);
    },
    /** Where the cache stands now, for fill(). */
    mark: () => ({ all: allSeq, seqs: new Map(seqs) }),
    /**
     * Holds a value read for every branch at once (`of`: a branch the read found nothing of),
     * except where a change was heard since `mark` or a branch's own read is under way.
     */
    fill(branchIds: Iterable<number>, of: (branchId: number) => T, mark: { all: number; seqs: Map<number, number> }) {
      if (mark.all !== allSeq) return;
      for (const branchId of branchIds) {
        if (held.has(branchId) || loads.has(branchId) || (seqs.get(branchId) ?? 0) !== (mark.seqs.get(branchId) ?? 0)) continue;
        if (held.size >= MAX_BRANCHES) return;
        held.set(branchId, of(branchId));
      }
    },
    get(branchId: number): Promise<T> {
      if (held.has(branchId)) return Promise.resolve(held.get(branchId) as T);
      let pending = loads.get(branchId);
      if (!pending) {
        pending = (async () => {
          for (;;) {
            const seq = seqs.get(branchId) ?? 0;
            const all = allSeq;
            const loaded = await load(branchId);
            if ((seqs.get(branchId) ?? 0) === seq && all === allSeq) {
              if (held.size >= MAX_BRANCHES) held.delete(held.keys().next().value as number);
              held.set(branchId, loaded);
              return loaded;
            }
          }
        })().finally(() => loads.delete(branchId));
        loads.set(branchId, pending);
      }
      return pending;
    },
  };
}
