import AccessTime from '@mui/icons-material/AccessTime';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { AppointmentSummaryDto } from '@barbershop/core/api';
import { bookingChangeWindow, canChangeOnline, changeAdviceText, contactShopText } from '@barbershop/core/booking';
import { formatPence } from '@barbershop/core/money';
import { formatPhone } from '@barbershop/core/phone';
import { dayjs } from '@barbershop/core/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api/client';
import { ManageLink } from './ManageLink';
import { bookingConfirmationKeys } from './queryKeys';
import { ServiceRows } from '../../shared/ui/ServiceRows';
import { SummaryRow } from '../../shared/ui/SummaryRow';

const useSummary = (id: string | null) =>
  useQuery({
    queryKey: bookingConfirmationKeys.summary(id),
    queryFn: () => api.get<AppointmentSummaryDto>(`/api/appointments/${encodeURIComponent(id!)}/summary`),
    retry: 1,
    enabled: Boolean(id),
  });

/** What the booking's payment step took, handed over in the navigation state (docs/payments.md "Customer flow"). */
interface PaidAtBooking {
  kind: 'deposit' | 'prepay' | 'card';
  amountPence: number;
}

function paidFrom(state: unknown): PaidAtBooking | null {
  const payment = (state as { payment?: Partial<PaidAtBooking> } | null)?.payment;
  if (!payment || typeof payment.amountPence !== 'number') return null;
  return payment.kind === 'deposit' || payment.kind === 'prepay' || payment.kind === 'card' ? (payment as PaidAtBooking) : null;
}

function PaymentRow({ paid }: { paid: PaidAtBooking }) {
  if (paid.kind === 'card') return <SummaryRow label="Card saved" value="Nothing charged now" />;
  return <SummaryRow label={paid.kind === 'deposit' ? 'Deposit paid' : 'Paid'} value={formatPence(paid.amountPence)} />;
}

function Summary({ id, paid }: { id: string; paid: PaidAtBooking | null }) {
  const summary = useSummary(id);
  if (summary.isPending) return <Skeleton variant="rounded" height={180} />;
  if (!summary.data) return null;
  const s = summary.data;
  const row = (label: string, value: string) => <SummaryRow label={label} value={value} />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          {row('Barbershop', s.shopName)}
          <ServiceRows services={s.services} />
          {row('Barber', s.barberName)}
          {row('Date', dayjs.utc(s.date).format('dddd D MMMM YYYY'))}
          {row('Time', s.time)}
          {row('Duration', `${s.durationMin} minutes`)}
          <Divider />
          {row('Total', formatPence(s.pricePence))}
          {paid && <PaymentRow paid={paid} />}
          {s.shopAddress && row('Address', s.shopAddress)}
          {s.shopPhone && row('Phone', formatPhone(s.shopPhone))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * What the page says about changing the booking, from its own change window now: the private
 * link and until when it works while it can be used; otherwise why not and how to reach the shop
 * (the spec's "contact the barbershop or reply to the email" note, docs/decisions.md issue 32).
 */
function changeAdvice(s: AppointmentSummaryDto, hasLink: boolean, now: number) {
  const window = bookingChangeWindow(
    { start: new Date(s.start), manageUntil: s.manageUntil ? new Date(s.manageUntil) : null },
    now,
  );
  const advice = changeAdviceText(window, s.timezone);
  if (canChangeOnline(window))
    return hasLink
      ? { link: advice, note: null }
      : { link: null, note: `To cancel or reschedule online, use the private link in your confirmation email. ${advice}` };
  const contact = contactShopText(s, 'your confirmation email');
  return { link: null, note: contact ? `${advice} ${contact}` : advice };
}

/** /booking-confirmation?appointmentId={id}. */
export default function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const id = params.get('appointmentId');
  // the booking flow hands over the private manage link's token in the navigation state only
  const state: unknown = useLocation().state;
  const manageToken = (state as { manageToken?: unknown } | null)?.manageToken;
  const summary = useSummary(id).data;
  // Book Another Appointment returns to the shop just booked (home until the summary is known).
  const slug = summary?.shopSlug;
  const hasToken = typeof manageToken === 'string' && manageToken !== '';
  // the moment the page opened: the advice is worded for it (and does not flicker on re-render)
  const [openedAt] = useState(() => Date.now());
  const change = summary ? changeAdvice(summary, hasToken, openedAt) : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" fontWeight={700} sx={{ mt: 1 }}>
          Booking Confirmed!
        </Typography>
      </Box>
      {id && <Summary id={id} paid={paidFrom(state)} />}
      {id && hasToken && change?.link && <ManageLink appointmentId={id} token={manageToken as string} until={change.link} />}
      <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
        What happens next
      </Typography>
      <List>
        <ListItem>
          <ListItemIcon>
            <EmailOutlined />
          </ListItemIcon>
          <ListItemText primary="Email confirmation" secondary="A confirmation email with your booking details is on its way." />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <NotificationsActiveOutlined />
          </ListItemIcon>
          <ListItemText primary="Reminder" secondary="We'll send you a reminder 24 hours before your appointment." />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <AccessTime />
          </ListItemIcon>
          <ListItemText primary="Arrive early" secondary="Please arrive 10 minutes early." />
        </ListItem>
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" color="secondary" component={RouterLink} to={slug ? `/${slug}` : '/'} fullWidth>
          Book Another Appointment
        </Button>
        <Button variant="outlined" component={RouterLink} to="/" fullWidth>
          Back to Home
        </Button>
      </Stack>
      {change?.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {change.note}
        </Typography>
      )}
    </Container>
  );
}
