import { createTheme } from '@mui/material/styles';

export const PRODUCT_NAME = 'BarberBook';

export const theme = createTheme({
  palette: {
    primary: { main: '#1a1a2e', contrastText: '#ffffff' },
    secondary: { main: '#8a4b12', contrastText: '#ffffff' },
    background: { default: '#f7f5f2', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
