import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The spec's layout breakpoints (BREAKPOINTS: mobile 480, tablet 768, desktop 1250 px). */
export type LayoutBreakpoint = 'mobile' | 'tablet' | 'desktop';

/**
 * The one breakpoint hook of the front end. True while the window is narrower than the spec
 * breakpoint: useIsBelow('tablet') is the drawer / list-instead-of-table switch at 768 px.
 */
export function useIsBelow(breakpoint: LayoutBreakpoint): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(breakpoint), { noSsr: true });
}

/**
 * The layout band the window is in: 'phone' below 480 px, 'mobile' from 480, 'tablet' from
 * 768 and 'desktop' from 1250 px (the band is named after the breakpoint it has reached).
 */
export type LayoutBand = 'phone' | LayoutBreakpoint;

export function useBreakpoint(): LayoutBand {
  const belowMobile = useIsBelow('mobile');
  const belowTablet = useIsBelow('tablet');
  const belowDesktop = useIsBelow('desktop');
  if (belowMobile) return 'phone';
  if (belowTablet) return 'mobile';
  return belowDesktop ? 'tablet' : 'desktop';
}
