import type { GuardNotice } from './guard-rules';

/** The router state that carries a guard's notice to the page the user lands on. */
export interface NoticeState {
  notice: GuardNotice;
}

export function noticeState(notice: GuardNotice | undefined): NoticeState | undefined {
  return notice ? { notice } : undefined;
}

export function noticeOf(state: unknown): GuardNotice | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return notice === 'webNotPermitted' ? notice : null;
}
