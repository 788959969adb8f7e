import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, MODAL_TRANSITION_MS } from '../constants';
import { messages } from '../messages';
import { LiveHelperText } from './live-helper-text';

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

/**
 * The market's colours (spec §9) and the pairings that read (accessibility; WCAG 2.2 AA: text 4.5:1,
 * controls and focus rings 3:1). The spec's greens stay the identity; where text or a control
 * sits on them, the pairing is chosen here and nowhere else:
 * - white text and filled controls use `primary` (#067a47: the spec green #079557 at 82 % of
 *   its light, same hue; white on it 5.4:1, it on the page 5.1:1); white on #079557 is 3.9:1;
 * - the spec's secondary #5eba7d is a background for dark green text (6.2:1), never for white;
 * - `brand.primary` (#079557) and `brand.secondary` draw what carries no text: borders,
 *   chart lines, the bar under the header;
 * - warning, info and error are MUI's hues darkened to 4.5:1 with white and on the page.
 */
export const BRAND_COLORS = { primary: '#079557', secondary: '#5eba7d' } as const;
export const A11Y_COLORS = {
  /** Text and filled controls in the market green. */
  primary: '#067a47',
  primaryDark: '#05603a',
  /** Dark green text on the light green (#5eba7d, #e8f5ec). */
  onSecondary: '#0b2e1a',
  /** A pale tint of the market green, with primaryDark text on it (6.8:1). */
  tint: '#e8f5ec',
  /** The page behind the cards. */
  page: '#f6f8f7',
  /** The focus ring on light surfaces (7.5:1 on white) and on the green bars (white). */
  focus: '#05603a',
  focusOnDark: '#ffffff',
} as const;

/** WCAG 2.2's focus indicator: a 3 px ring outside the element, on every focusable thing. */
const focusRing = { outline: `3px solid ${A11Y_COLORS.focus}`, outlineOffset: 2 } as const;
const phone = `@media (max-width:${BREAKPOINTS.tablet - 0.05}px)`;
/** Touch targets of at least 44 × 44 px at phone widths (accessibility). */
const TOUCH = 44;

// MUI's own texts (pagination, autocomplete, …) in Japanese: the jaJP locale, with 「該当なし」
// when an autocomplete matches nothing.
export const theme = createTheme(
  {
    palette: {
      primary: { main: A11Y_COLORS.primary, light: BRAND_COLORS.primary, dark: A11Y_COLORS.primaryDark, contrastText: '#ffffff' },
      secondary: { main: BRAND_COLORS.secondary, dark: '#2f7a4b', contrastText: A11Y_COLORS.onSecondary },
      warning: { main: '#b45309', light: '#f59e0b', dark: '#8a3c04', contrastText: '#ffffff' },
      info: { main: '#01699f', dark: '#01579b', contrastText: '#ffffff' },
      error: { main: '#c62828', dark: '#8e1b1b', contrastText: '#ffffff' },
      success: { main: '#2e7d32', dark: '#1b5e20', contrastText: '#ffffff' },
    },
    breakpoints: {
      values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, ...BREAKPOINTS },
    },
    typography: { fontFamily: FONT_FAMILY },
    components: {
      // Spec §9: modals open and close in 500 ms.
      MuiDialog: { defaultProps: { transitionDuration: MODAL_TRANSITION_MS } },
      MuiCssBaseline: {
        styleOverrides: {
          // Every focusable element shows where the keyboard is (MUI's buttons remove the
          // outline and draw only a faint ripple). `body` makes these selectors outweigh the
          // outline so MUI's own `outline: 0` (one class) does not win.
          'body :focus-visible, body .Mui-focusVisible': focusRing,
          // On the green bars the ring is white.
          'body [data-on-dark] :focus-visible, body [data-on-dark] .Mui-focusVisible': { outlineColor: A11Y_COLORS.focusOnDark },
          // The skip link and anything else only for the keyboard stays out of sight until focused.
          '.skip-link': {
            position: 'absolute',
            left: 8,
            top: -100,
            zIndex: 2000,
            padding: '12px 16px',
            background: '#ffffff',
            color: A11Y_COLORS.primaryDark,
            fontWeight: 700,
            borderRadius: 4,
          },
          '.skip-link:focus': { top: 8 },
        },
      },
      // Phone widths: every button, icon button, page button, list row and switch is a 44 px target.
      MuiButton: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      MuiIconButton: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, minHeight: TOUCH } } } },
      MuiPaginationItem: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, height: TOUCH } } } },
      MuiListItemButton: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      MuiMenuItem: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      MuiTab: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      // A clickable chip (the header's pending-approval link) keeps its 24 px look; its target reaches 44 px.
      MuiChip: {
        styleOverrides: {
          clickable: { [phone]: { overflow: 'visible', '&::after': { content: '""', position: 'absolute', left: 0, right: 0, top: -10, bottom: -10 } } },
        },
      },
      // A disabled field's hint stays readable (text.disabled is 2.7:1).
      MuiFormHelperText: {
        // Errors are announced through a polite live region inside every helper text (accessibility).
        defaultProps: { component: LiveHelperText },
        styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
      MuiSwitch: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, minHeight: TOUCH, alignItems: 'center' } } } },
    },
  },
  jaJP,
  // After the locale, which has its own wording for this.
  { components: { MuiAutocomplete: { defaultProps: { noOptionsText: messages.noMatch } } } },
);
