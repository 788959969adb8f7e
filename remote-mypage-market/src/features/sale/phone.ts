import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from 'shared';

/** Narrower than the spec's tablet breakpoint (768px): lists become cards. */
export const useIsPhone = (): boolean => useMediaQuery(`(max-width:${BREAKPOINTS.tablet - 0.05}px)`);
