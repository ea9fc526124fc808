import WifiOff from '@mui/icons-material/WifiOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Box, Container, Typography } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RecoveryButtons } from '../ui/RecoveryButtons';
import { connectionInfo, isSlowConnection } from './connection';
import { KeepOnlinePage } from './pageKeptOffline';
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

/** Over a page that stays on screen while offline: what the customer has is kept. */
export function OfflineBanner() {
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 'appBar',
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        px: 2,
        py: 1,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <WifiOff fontSize="small" aria-hidden />
      <Typography variant="body2">
        <strong>No Internet Connection.</strong> Everything you have chosen and typed is kept; booking works again once you are
        back online.
      </Typography>
    </Box>
  );
}

/** After the slow-load time-out. */
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

/**
 * The public pages' connectivity states: offline, the full-screen No Internet
 * Connection, unless the page has loaded and keeps itself (useKeepPageOffline): then the page
 * stays, under a banner.
 */
export function OnlineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname } = useLocation();
  const [kept, setKept] = useState(0);
  const keep = useCallback((on: boolean) => setKept((n) => Math.max(0, n + (on ? 1 : -1))), []);
  const owner = OWNER_PATHS.test(pathname);
  return (
    <KeepOnlinePage.Provider value={keep}>
      {!online && !owner && kept > 0 && <OfflineBanner />}
      {online || owner || kept > 0 ? children : <OfflineScreen />}
    </KeepOnlinePage.Provider>
  );
}
