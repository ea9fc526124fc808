import { CssBaseline } from '@mui/material';
// What @mui/material's ThemeProvider renders for a theme without CSS variables (ours): its own
// wrapper also imports the CSS-variables provider, ~3 KB of the public pages' script for nothing.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { embedPath } from '@barbershop/core/seo';
import { createQueryClient } from '../lib/api/queryClient';
import { NavBar } from '../features/layout/NavBar';
import { AppErrorBoundary } from '../features/error-fallback/AppErrorBoundary';
import { OnlineGate } from '../shared/connectivity/ConnectivityScreens';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { FrameGuard } from './FrameGuard';
import { appTheme } from '../shared/ui/theme';
import { ToastProvider } from '../shared/ui/toast';
import { DEMO_PAYMENTS, DemoPaymentsBanner } from '../shared/ui/DemoPaymentsBanner';

/** The site's navigation bar, except in the booking flow framed on a shop's own site (embed.js). */
function SiteHeader() {
  return useLocation().pathname.startsWith(embedPath('')) ? null : <NavBar />;
}

/**
 * The whole app; `Router` is the browser's history, or a fixed location when
 * scripts/prerender.mjs renders the pages' HTML at build time.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children?: ReactNode }> }) {
  const [queryClient] = useState(createQueryClient);
  const [theme] = useState(appTheme);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Router>
            <ScrollToTop />
            {DEMO_PAYMENTS && <DemoPaymentsBanner />}
            <FrameGuard>
              <SiteHeader />
              <main>
                <AppErrorBoundary>
                  <OnlineGate>
                    <AppRoutes />
                  </OnlineGate>
                </AppErrorBoundary>
              </main>
            </FrameGuard>
          </Router>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
