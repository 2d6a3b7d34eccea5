import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { MANAT_FONT_FAMILY } from './manat-font';
import type { PaletteOverrides } from './telegram/mini-app-palette';
import { SAFE_BOTTOM, SAFE_TOP, safeAreaRootStyles } from './safe-area';

/**
 * Fonts every major platform ships with full Cyrillic and Azerbaijani Latin (ə, ğ, ı, ş, ç)
 * coverage, so no web font has to be downloaded (the manat face above aside).
 */
export const FONT_STACK = [
  '"Segoe UI Variable Text"',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  `"${MANAT_FONT_FAMILY}"`,
  'sans-serif',
].join(', ');

/**
 * Pitch greens: the light theme uses the darker ones so that green text on white or on a green
 * tint (a selected item, a chip) and white text on green keep AA contrast (4.5:1); so do its
 * orange, success and info colours. `contrastThreshold` makes MUI's own text colours on a filled
 * colour (chips, badges) meet 4.5:1 too, in both themes.
 */
const palettes = {
  dark: {
    primary: { main: '#22c55e', light: '#4ade80', dark: '#16a34a', contrastText: '#052e16' },
    secondary: { main: '#fbbf24', contrastText: '#1c1917' },
    // MUI's red (#f44336) falls to 4.41:1 under its own hover tint on a card: an outlined "Leave the
    // game" under the pointer failed axe. This red keeps 5.6:1 there.
    error: { main: '#f87171' },
    background: { default: '#0b1410', paper: '#111d18' },
    text: { primary: '#ecfdf3', secondary: '#a7bfb2' },
    divider: 'rgba(167, 243, 208, 0.14)',
  },
  light: {
    primary: { main: '#166534', light: '#15803d', dark: '#14532d', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    warning: { main: '#c2410c' },
    success: { main: '#1b5e20' },
    info: { main: '#0369a1' },
    background: { default: '#f3f7f4', paper: '#ffffff' },
    text: { primary: '#0f1f17', secondary: '#4b5f55' },
    divider: 'rgba(15, 31, 23, 0.12)',
  },
} as const;

/** The app's own colours of `mode`, which Telegram's theme may replace inside the Mini App. */
export function basePalette(mode: 'dark' | 'light') {
  const { background, text, primary } = palettes[mode];
  return { background: { ...background }, text: { ...text }, primary: { ...primary } };
}

/** The app's theme; `overrides` are the Mini App's colours from Telegram (lib/telegram/mini-app-palette.ts). */
export function createAppTheme(mode: 'dark' | 'light', overrides: PaletteOverrides = {}): Theme {
  const base = createTheme({
    palette: { mode, contrastThreshold: 4.5, ...palettes[mode], ...overrides },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 750, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
  });
  const focusRing = {
    outline: `2px solid ${base.palette.primary.main}`,
    outlineOffset: 2,
  };

  return createTheme(base, {
    typography: {
      h1: { [base.breakpoints.up('sm')]: { fontSize: '2.5rem' } },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ...safeAreaRootStyles,
          html: { backgroundColor: base.palette.background.default },
          body: { WebkitFontSmoothing: 'antialiased' },
          'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRing,
          '.visually-hidden': {
            position: 'absolute',
            width: 1,
            height: 1,
            margin: -1,
            padding: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10 } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: {
            borderRadius: 16,
            backgroundImage: 'none',
            transition: 'border-color 150ms ease, box-shadow 150ms ease, transform 150ms ease',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // A dialog that fills a phone's screen keeps its title and actions clear of the notch, the home
      // indicator and, inside Telegram, its header controls.
      MuiDialog: {
        styleOverrides: { paperFullScreen: { paddingTop: SAFE_TOP, paddingBottom: SAFE_BOTTOM } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: alpha(base.palette.background.default, 0.85),
            backdropFilter: 'saturate(180%) blur(12px)',
            borderBottom: `1px solid ${base.palette.divider}`,
          },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      // MUI's grey avatar and unselected toggle button fall under 4.5:1 with the text on them.
      MuiAvatar: {
        styleOverrides: {
          colorDefault: {
            color: base.palette.text.primary,
            backgroundColor: alpha(base.palette.primary.main, 0.18),
          },
        },
      },
      MuiToggleButton: { styleOverrides: { root: { color: base.palette.text.secondary } } },
      // A tooltip repeats the name its control already has (MUI puts the title in `aria-label`, and
      // every control here has its own), and MUI draws it in a portal at the end of <body>, outside
      // every landmark: one left open under the pointer after a click was content outside the
      // landmarks for screen readers (axe `region`). The bubble is for the eyes only.
      MuiTooltip: { defaultProps: { arrow: true, slotProps: { popper: { 'aria-hidden': true } } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

const themes: Partial<Record<'dark' | 'light', Theme>> = {};

/** The app's theme of `mode`, made the first time it is asked for: a phone's first screen needs one. */
export function appTheme(mode: 'dark' | 'light'): Theme {
  return (themes[mode] ??= createAppTheme(mode));
}
