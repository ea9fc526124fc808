import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api/queryClient';
import { NavBar } from '../features/layout/NavBar';
import { AppErrorBoundary } from '../features/error-fallback/AppErrorBoundary';
import { OnlineGate } from '../features/connectivity/ConnectivityScreens';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { theme } from '../shared/ui/theme';
import { ToastProvider } from '../shared/ui/toast';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <ScrollToTop />
            <NavBar />
            <main>
              <AppErrorBoundary>
                <OnlineGate>
                  <AppRoutes />
                </OnlineGate>
              </AppErrorBoundary>
            </main>
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
