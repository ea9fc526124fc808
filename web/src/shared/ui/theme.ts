import { createTheme, type Theme } from '@mui/material/styles';

export const PRODUCT_NAME = 'BarberBook';

let theme: Theme | null = null;

/**
 * The app's theme, made on first use: during the first render (sliced, a transition) rather than
 * in the evaluation of the first script, which is the public pages' longest task (Total Blocking
 * Time, docs/performance.md).
 */
export const appTheme = (): Theme => (theme ??= makeTheme());

const makeTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#1a1a2e', contrastText: '#ffffff' },
      secondary: { main: '#8a4b12', contrastText: '#ffffff' },
      // MUI's info (#0288d1) and warning (#ed6c02) carry white text at 3.9:1 and 3.1:1 (a filled
      // Chip, a contained Button): these darker ones pass WCAG AA's 4.5:1.
      info: { main: '#0277bd', contrastText: '#ffffff' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      background: { default: '#f7f5f2', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
