/**
 * The full app's theme: a light and a dark colour scheme as CSS variables, switched by
 * <html data-color-scheme> (set before the first paint by index.html's script), in either
 * writing direction.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../lib/color-scheme.ts';

export type Direction = 'ltr' | 'rtl';

/**
 * The keyboard's focus, drawn as the student's lean pages draw it (lean.css): a ring in the
 * primary colour around the control, at least 3:1 against the page in both schemes.
 */
const focusRing = (theme: Theme) => ({
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.vars!.palette.primary.main}`,
    outlineOffset: 2,
  },
});

/** For controls in a box that clips what overflows it (tabs, menus, lists, cards): the ring inside their edge. */
const ringInside = { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } };

function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1565c0' },
          secondary: { main: '#00897b' },
          success: { main: '#2e7d32' },
          background: { default: '#f6f8fb' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#90caf9' },
          secondary: { main: '#80cbc4' },
          success: { main: '#66bb6a' },
          error: { main: '#f28b82' },
          background: { default: '#121212', paper: '#1e1e1e' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    // A phone or computer set to reduce motion gets no transitions and no ripples.
    motion: { reducedMotion: 'system' },
    components: {
      // The keyboard focus's ripple stays still: MUI breathes it for as long as the control keeps
      // the focus, which kept the page animating (about a tenth of a core for Chromium without a
      // GPU) all through a lecture whose Next arrow had been pressed by key (themes-and-contrast).
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '& .MuiTouchRipple-ripplePulsate .MuiTouchRipple-childPulsate': { animation: 'none' },
            ...focusRing(theme),
          }),
        },
      },
      MuiLink: { styleOverrides: { root: ({ theme }) => focusRing(theme) } },
      MuiTab: ringInside,
      MuiMenuItem: ringInside,
      MuiListItemButton: ringInside,
      MuiCardActionArea: ringInside,
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    },
  });
}

const themes: Partial<Record<Direction, Theme>> = {};

/** One theme per direction, made on first use. */
export function themeFor(direction: Direction): Theme {
  return (themes[direction] ??= createAppTheme(direction));
}

export const theme = themeFor('ltr');
