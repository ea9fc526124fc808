import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { CreatedAppointmentDto } from '@barbershop/core/api';
import { NOT_BOOKABLE_MESSAGES } from '@barbershop/core/billing';
import { formatPence } from '@barbershop/core/money';
import { EMBED_CLOSE, embedBookedMessage } from '@barbershop/core/seo';
import { dayjs } from '@barbershop/core/time';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useShopPage } from '../../../shared/shop/useShopData';
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen';
import { ServiceRows } from '../../../shared/ui/ServiceRows';
import { SummaryRow } from '../../../shared/ui/SummaryRow';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { BookingFlow } from '../booking/BookingFlow';
import type { PaidAtBooking } from '../booking/paymentHold';

const NotBookableNotice = lazy(() => import('../NotBookableNotice'));

/** Tells the page around the frame (the shop's own site, any origin: only public facts, embedMessage.ts). */
function tellHost(message: object) {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

function EmbedConfirmation({
  booked,
  paid,
  onAgain,
}: {
  booked: CreatedAppointmentDto;
  paid?: PaidAtBooking;
  onAgain: () => void;
}) {
  const manageUrl = `${window.location.origin}/booking/${encodeURIComponent(booked.id)}?t=${encodeURIComponent(booked.manageToken)}`;
  return (
    <Box>
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1" fontWeight={700} sx={{ mt: 1 }}>
          Booking Confirmed!
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          A confirmation email with your booking details is on its way.
        </Typography>
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <ServiceRows services={booked.services} />
            <SummaryRow label="Barber" value={booked.barberName} />
            <SummaryRow label="Date" value={dayjs.utc(booked.date).format('dddd D MMMM YYYY')} />
            <SummaryRow label="Time" value={booked.time} />
            <SummaryRow label="Duration" value={`${booked.durationMin} minutes`} />
            <Divider />
            <SummaryRow label="Total" value={formatPence(booked.pricePence)} />
            {paid && paid.kind !== 'card' && (
              <SummaryRow label={paid.kind === 'deposit' ? 'Deposit paid' : 'Paid'} value={formatPence(paid.amountPence)} />
            )}
          </Stack>
        </CardContent>
      </Card>
      {/* the manage page is not framed (only /embed/ is): it opens in a tab of its own */}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link href={manageUrl} target="_blank" rel="noopener">
          Manage your booking (opens in a new tab)
        </Link>
      </Typography>
      <Button variant="outlined" onClick={onAgain} sx={{ mt: 2 }}>
        Book Another Appointment
      </Button>
    </Box>
  );
}

/**
 * /embed/{slug}: the shop's booking flow alone, for the iframe embed.js opens on the shop's own
 * site (docs/embed.md). No site header; the confirmation shows here, and the host page is told.
 */
export default function EmbedBookingPage() {
  const { slug = '' } = useParams();
  const page = useShopPage(slug);
  const [booked, setBooked] = useState<{ created: CreatedAppointmentDto; paid?: PaidAtBooking } | null>(null);
  const s = page.data?.shop;
  usePageMeta(s ? `Book at ${s.name} | BarberBook` : null, null);

  // Escape inside the frame closes the overlay too (the host page cannot see keys pressed here)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) tellHost({ type: EMBED_CLOSE });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function onBooked(created: CreatedAppointmentDto, paid?: PaidAtBooking) {
    setBooked({ created, paid });
    tellHost(
      embedBookedMessage({
        shop: slug,
        date: created.date,
        time: created.time,
        serviceIds: created.services.map((service) => service.serviceId),
      }),
    );
  }

  // room on the right of the heading for the overlay's close button (embed.js)
  const frame = { px: 2, py: 2, pr: { xs: 7, sm: 8 }, maxWidth: 760, mx: 'auto' };
  if (page.isPending) {
    return (
      <Box sx={frame} aria-busy="true">
        <Skeleton width="60%" height={40} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (page.isError && !page.data) throw page.error;
  if (!page.data || !s)
    return <NotFoundScreen title="Barbershop Not Found" text="The barbershop you're looking for doesn't exist" homeInNewTab />;
  if (booked)
    return (
      <Box sx={frame}>
        <EmbedConfirmation booked={booked.created} paid={booked.paid} onAgain={() => setBooked(null)} />
      </Box>
    );
  const notice = s.notBookableReason ? NOT_BOOKABLE_MESSAGES[s.notBookableReason] : null;
  return (
    <Box sx={frame}>
      <Typography variant="h5" component="h1" fontWeight={700} gutterBottom>
        Book at {s.name}
      </Typography>
      {notice && (
        <Suspense fallback={null}>
          <NotBookableNotice notice={notice} />
        </Suspense>
      )}
      <BookingFlow shop={s} services={page.data.services} barbers={page.data.barbers} onBooked={onBooked} />
    </Box>
  );
}
