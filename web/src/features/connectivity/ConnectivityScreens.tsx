import WifiOff from '@mui/icons-material/WifiOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RecoveryButtons } from '../../shared/ui/RecoveryButtons';
import { connectionInfo, isSlowConnection } from './connection';
import { useOnline } from './useOnline';

export function OfflineScreen() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="alert">
      <WifiOff sx={{ fontSize: 56 }} color="action" aria-hidden />
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ mt: 2 }}>
        No Internet Connection
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Please check your internet connection and try again.
      </Typography>
    </Container>
  );
}

/** After the slow-load time-out (spec section 8). */
export function SlowLoadingScreen({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const c = connectionInfo();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="status">
      <HourglassEmpty sx={{ fontSize: 56 }} color="action" aria-hidden />
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ mt: 2 }}>
        Taking longer than expected...
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The page is still loading. {isSlowConnection() ? 'Slow connection detected' : 'This sometimes happens on mobile networks'}
      </Typography>
      {c && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Connection: {c.effectiveType ?? 'unknown'}
          {typeof c.downlink === 'number' ? `, ${c.downlink} Mbps` : ''}
        </Typography>
      )}
      <RecoveryButtons onRetry={onRetry} retryDisabled={!online} reloadLabel="Refresh Page" />
    </Container>
  );
}

// Owner screens keep what is on screen (half-typed forms, live Firestore data from its cache)
// through a dropped connection; their failed calls report themselves.
const OWNER_PATHS = /^\/(dashboard|onboarding|settings|subscribe|staff)(\/|$)/;

/** The public pages' connectivity states (spec section 4): offline, else the page. */
export function OnlineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname } = useLocation();
  return online || OWNER_PATHS.test(pathname) ? <>{children}</> : <OfflineScreen />;
}
