import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, MODAL_TRANSITION_MS } from '../constants';
import { messages } from '../messages';

// The spec's three layout breakpoints, usable as theme.breakpoints.down('tablet') and in sx.
// MUI's own keys stay too, because MUI components (Dialog, Container, Grid) use them.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    desktop: true;
  }
}

export const FONT_FAMILY = '"Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif';

// MUI's own texts (pagination, autocomplete, …) in Japanese: the jaJP locale, with 「該当なし」
// when an autocomplete matches nothing.
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#079557', contrastText: '#ffffff' },
      secondary: { main: '#5eba7d', contrastText: '#ffffff' },
    },
    breakpoints: {
      values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, ...BREAKPOINTS },
    },
    typography: { fontFamily: FONT_FAMILY },
    components: {
      // Spec §9: modals open and close in 500 ms.
      MuiDialog: { defaultProps: { transitionDuration: MODAL_TRANSITION_MS } },
    },
  },
  jaJP,
  // After the locale, which has its own wording for this.
  { components: { MuiAutocomplete: { defaultProps: { noOptionsText: messages.noMatch } } } },
);
