/** An open long-lived answer (the live-stock stream) and whose session it belongs to. */
export interface OpenStream {
  accountId: number;
  familyId: number;
  close(): void;
}

export interface StreamLimits {
  perAccount: number;
  total: number;
}

/**
 * The open streams of this process, so that sign-out, reuse detection and suspension can
 * close them at once, and so that one account (or everyone together) cannot hold more
 * than the limits allow.
 */
export interface OpenStreams {
  /** Registers a stream; null when a limit is reached (the caller answers 429). */
  add(stream: OpenStream): (() => void) | null;
  closeFamily(familyId: number): void;
  closeAccount(accountId: number): void;
  closeAll(): void;
  readonly size: number;
}

export function createOpenStreams(limits: StreamLimits): OpenStreams {
  const open = new Set<OpenStream>();
  const closeWhere = (match: (s: OpenStream) => boolean) => {
    for (const stream of [...open]) {
      if (!match(stream)) continue;
      open.delete(stream);
      stream.close();
    }
  };
  return {
    add(stream) {
      if (open.size >= limits.total) return null;
      let mine = 0;
      for (const s of open) if (s.accountId === stream.accountId) mine++;
      if (mine >= limits.perAccount) return null;
      open.add(stream);
      return () => {
        open.delete(stream);
      };
    },
    closeFamily: (familyId) => closeWhere((s) => s.familyId === familyId),
    closeAccount: (accountId) => closeWhere((s) => s.accountId === accountId),
    closeAll: () => closeWhere(() => true),
    get size() {
      return open.size;
    },
  };
}
