import useMediaQuery from '@mui/material/useMediaQuery';

/** Below the spec's tablet breakpoint (768px) lots show as a list instead of a table. */
export const MOBILE_QUERY = '(max-width:767.95px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
