import { Alert, Button, Chip, Container, Link, Skeleton, Stack, Typography } from '@mui/material';
import { waitlistEndpoints } from '@barbershop/core/api';
import { displayDate } from '@barbershop/core/time';
import type { WaitlistEntryState } from '@barbershop/core/model';
import type { WaitlistEntryPublicDto } from '@barbershop/core/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { call } from '../../../lib/api/call';
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { LeaveDialog } from './LeaveDialog';
import { heldUntil } from './OfferPage';
import { isNotFound, refusal, useWaitlistEntry, waitlistKeys } from './waitlistApi';

const STATE_LABELS: Record<WaitlistEntryState, string> = {
  waiting: 'On the waitlist',
  offered: 'A time is held for you',
  booked: 'Booked',
  left: 'Left the waitlist',
  ended: 'Ended',
};

const STATE_TEXT: Record<WaitlistEntryState, string> = {
  waiting: "When a time in one of your windows frees up, we'll email you and hold it for you for a few minutes.",
  offered: 'Open the offer email and tap "Book this time" before the hold ends.',
  booked: 'You booked a time from the waitlist. Check your confirmation email.',
  left: "You've left the waitlist. We won't offer you any more times.",
  ended: 'Every day you asked for has passed.',
};

function Entry({ entry, token }: { entry: WaitlistEntryPublicDto; token: string }) {
  usePageMeta(`Your waitlist place at ${entry.shopName} | BarberBook`, null);
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onList = entry.state === 'waiting' || entry.state === 'offered';

  async function leave() {
    setBusy(true);
    setProblem(null);
    try {
      const after = await call(waitlistEndpoints.leave, { entryId: entry.id }, { token });
      queryClient.setQueryData(waitlistKeys.entry(entry.id, token), after);
    } catch (err) {
      setProblem(refusal(err));
    } finally {
      setBusy(false);
      setLeaving(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
        Your waitlist place
      </Typography>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={STATE_LABELS[entry.state]} color={onList ? 'secondary' : 'default'} />
          <Typography color="text.secondary">
            at{' '}
            <Link component={RouterLink} to={`/${entry.shopSlug}`}>
              {entry.shopName}
            </Link>
          </Typography>
        </Stack>
        <Typography>{STATE_TEXT[entry.state]}</Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {entry.offer && (
          <Alert severity="success">
            {`${displayDate(entry.offer.date)} at ${entry.offer.time} with ${entry.offer.barberName} is held for you until ${heldUntil(entry.offer, entry.timezone)}.`}
          </Alert>
        )}
        <SectionCard title="What you're waiting for" variant="outlined" spacing={1}>
          <SummaryRow label="Service" value={entry.serviceName} />
          <SummaryRow label="Barber" value={entry.barberName} />
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            Your time windows
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {entry.preferences.map((p) => (
              <Typography component="li" key={`${p.date}|${p.from}|${p.to}`}>
                {`${displayDate(p.date)}, ${p.from} to ${p.to}`}
              </Typography>
            ))}
          </Stack>
        </SectionCard>
        {onList && (
          <Button variant="outlined" color="error" onClick={() => setLeaving(true)} sx={{ alignSelf: 'start' }}>
            Leave the waitlist
          </Button>
        )}
      </Stack>
      <LeaveDialog open={leaving} busy={busy} onStay={() => setLeaving(false)} onLeave={() => void leave()} />
    </Container>
  );
}

/** /waitlist/{entryId}?token=…: the joined email's page: the customer's windows and state, and leaving. */
export default function WaitlistEntryPage() {
  const { entryId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const entry = useWaitlistEntry(entryId, token);
  if (!token || isNotFound(entry.error))
    return (
      <NotFoundScreen
        title="Waitlist place not found"
        text="The link may be wrong or incomplete. Please open the whole link in the email again."
      />
    );
  if (entry.isPending)
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true">
        <Skeleton width="60%" height={48} />
        <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      </Container>
    );
  if (entry.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          Your waitlist place could not be loaded
        </Typography>
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal(entry.error)}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => void entry.refetch()} disabled={entry.isFetching}>
          Try again
        </Button>
      </Container>
    );
  return <Entry entry={entry.data} token={token} />;
}
