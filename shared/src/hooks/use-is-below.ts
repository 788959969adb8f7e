import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export type LayoutBreakpoint = 'mobile' | 'tablet' | 'desktop';

/**
 * True while the window is narrower than the spec breakpoint: useIsBelow('tablet') is the
 * drawer / list-instead-of-table switch at 768 px.
 */
export function useIsBelow(breakpoint: LayoutBreakpoint): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(breakpoint), { noSsr: true });
}
