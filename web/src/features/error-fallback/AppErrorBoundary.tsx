import { CircularProgress, Container, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RecoveryButtons } from '../../shared/ui/RecoveryButtons';
import { isNetworkLikeError, MAX_AUTO_RETRIES, RECONNECTING_MS, retryWaitMs } from './classify';

interface State {
  error: unknown;
  retrying: boolean;
  attempts: number;
}

/**
 * The application-wide error fallback: network-like errors retry by
 * themselves up to 3 times with growing waits, showing Reconnecting... for a second before each
 * render; Try Again is hidden after 3 tries.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, retrying: false, attempts: 0 };
  private timers: ReturnType<typeof setTimeout>[] = [];

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
    if (isNetworkLikeError(error) && navigator.onLine && this.state.attempts < MAX_AUTO_RETRIES) {
      this.timers.push(setTimeout(() => this.retry(), retryWaitMs(this.state.attempts + 1)));
    }
  }

  override componentWillUnmount() {
    this.timers.forEach(clearTimeout);
  }

  retry = () => {
    this.setState((s) => ({ retrying: true, attempts: s.attempts + 1 }));
    this.timers.push(setTimeout(() => this.setState({ error: null, retrying: false }), RECONNECTING_MS));
  };

  override render() {
    const { error, retrying, attempts } = this.state;
    if (!error) return this.props.children;
    if (retrying) {
      return (
        <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="status">
          <CircularProgress />
          <Typography variant="h6" sx={{ mt: 2 }}>
            Reconnecting...
          </Typography>
          <Typography color="text.secondary">Attempting to restore connection</Typography>
        </Container>
      );
    }
    const offline = !navigator.onLine;
    const network = isNetworkLikeError(error);
    const title = offline ? 'No Internet Connection' : network ? 'Connection Problem' : 'Something went wrong';
    const text = offline
      ? 'Please check your internet connection and try again.'
      : network
        ? "We're having trouble connecting to our servers. This usually resolves quickly."
        : 'The app encountered an unexpected error. Our team has been notified.';
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="alert">
        <Typography variant="h5" component="h1" fontWeight={700}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
        <RecoveryButtons onRetry={attempts < MAX_AUTO_RETRIES ? this.retry : undefined} reloadLabel="Reload App" />
      </Container>
    );
  }
}
