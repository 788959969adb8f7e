import { useEffect, useRef } from 'react';
import type { WebHours } from './types';

/** Never re-read sooner than this: a device clock ahead of the server's must not cause a burst. */
const MIN_WAIT_MS = 1000;
/** setTimeout's ceiling (about 24.8 days); a longer wait would fire at once. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * While the market is closed to web buying, re-reads GET /users/web when it opens, so a buyer
 * waiting on the listing at opening time can buy without reloading the page. If the server still
 * says closed (clocks differ), the next answer schedules another read.
 */
export function useRefetchAtOpening(hours: WebHours | undefined, refetch: () => unknown, answeredAt: number | undefined): void {
  // A ref, so that a new refetch identity on each render (live stock re-renders the listing) does not restart the wait.
  const latest = useRef(refetch);
  latest.current = refetch;
  const opensAt = hours && !hours.is_open && hours.opens_at ? Date.parse(hours.opens_at) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(opensAt)) return undefined;
    const wait = Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, opensAt - Date.now()));
    const timer = setTimeout(() => latest.current(), wait);
    return () => clearTimeout(timer);
  }, [opensAt, answeredAt]);
}
