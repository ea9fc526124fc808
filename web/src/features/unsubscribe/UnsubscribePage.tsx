import { Alert, Button, Container, Typography } from '@mui/material';
import { waitlistEndpoints } from '@barbershop/core/api';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import { usePageMeta } from '../../shared/ui/usePageMeta';

export const UNSUBSCRIBED_TEXT = "You won't get these emails from the shop any more.";
const INVALID_LINK = 'This unsubscribe link is not valid. Please open the whole link in the email again.';

/**
 * /unsubscribe?shop=&key=: the link in a shop's marketing email. Nothing is sent on
 * load (mail scanners open links): only the button unsubscribes.
 */
export default function UnsubscribePage() {
  usePageMeta('Unsubscribe | BarberBook', null);
  const [params] = useSearchParams();
  const shopId = params.get('shop') ?? '';
  const key = params.get('key') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(shopId && key ? null : INVALID_LINK);

  async function unsubscribe() {
    setBusy(true);
    setProblem(null);
    try {
      await call(waitlistEndpoints.unsubscribe, {}, { shopId, key });
      setDone(true);
    } catch (err) {
      setProblem(
        err instanceof ApiError && err.status === 404
          ? INVALID_LINK
          : err instanceof ApiError && err.status < 500 && err.serverMessage
            ? err.serverMessage
            : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" fontWeight={700} gutterBottom>
        {done ? 'Unsubscribed' : 'Unsubscribe'}
      </Typography>
      {done ? (
        <Typography role="status">{UNSUBSCRIBED_TEXT}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Stop the shop&apos;s emails about offers and when you&apos;re due your next cut. Your booking emails still come.
          </Typography>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2, textAlign: 'left' }}>
              {problem}
            </Alert>
          )}
          <Button
            variant="contained"
            color="secondary"
            size="large"
            disabled={busy || !shopId || !key}
            onClick={() => void unsubscribe()}
          >
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </Container>
  );
}
