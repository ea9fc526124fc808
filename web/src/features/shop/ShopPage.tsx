import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/Phone';
import { Box, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { NOT_BOOKABLE_MESSAGES } from '@barbershop/core/billing';
import { phoneHref } from '@barbershop/core/phone';
import { directionsUrl } from '@barbershop/core/shop';
import { lazy, Suspense, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { SlowLoadingScreen } from '../../shared/connectivity/ConnectivityScreens';
import { useSlowLoad } from '../../shared/connectivity/useSlowLoad';
import { useKeepPageOffline } from '../../shared/connectivity/pageKeptOffline';
import { BookingFlow } from './booking/BookingFlow';
import { policyAsked } from './booking/policyAsked';
import { HideOnError } from './HideOnError';
import { useShopPage } from '../../shared/shop/useShopData';
import { useDisplayPhone } from '../../shared/phone/useDisplayPhone';
import { usePageMeta } from '../../shared/ui/usePageMeta';

const NotBookableNotice = lazy(() => import('./NotBookableNotice'));
// an unknown slug is rare (the server already answered 404): its screen is not in the first script
const NotFoundScreen = lazy(() => import('../../shared/ui/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })));
const BookingPolicyCard = lazy(() => import('./BookingPolicyCard'));
// The side column (hours, barbers, services, reviews) and the photos sit below the booking flow
// on a phone, and the server-rendered page already shows their facts: their chunks load after the
// first paint, keeping the page's first script within its 150 KB (docs/performance.md).
const details = () => import('./ShopDetailsCards');
const OpeningHoursCard = lazy(() => details().then((m) => ({ default: m.OpeningHoursCard })));
const BarbersCard = lazy(() => details().then((m) => ({ default: m.BarbersCard })));
const ServiceDescriptionsCard = lazy(() => details().then((m) => ({ default: m.ServiceDescriptionsCard })));
const PhotoGallery = lazy(() => details().then((m) => ({ default: m.PhotoGallery })));
const ShopReviewsCard = lazy(() => import('./ShopReviewsCard').then((m) => ({ default: m.ShopReviewsCard })));
const GoogleReviewsCard = lazy(() => import('./GoogleReviewsCard').then((m) => ({ default: m.GoogleReviewsCard })));

function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen title="Barbershop Not Found" text="The barbershop you're looking for doesn't exist" />
    </Suspense>
  );
}

/** The public shop page /{slug}. */
export default function ShopPage() {
  const { businessName = '' } = useParams();
  const page = useShopPage(businessName);
  const bookingRef = useRef<HTMLDivElement>(null);
  const slow = useSlowLoad(page.isPending);
  // once loaded, a dropped connection leaves the page (and a booking under way) on screen
  useKeepPageOffline(Boolean(page.data));
  const s = page.data?.shop;
  const phone = useDisplayPhone(s?.phone ?? '', s?.phoneDisplay);
  usePageMeta(
    s ? `${s.name} – book online | BarberBook` : null,
    s ? s.description || `Book an appointment at ${s.name}${s.address ? `, ${s.address}` : ''}.` : null,
  );

  // like the home page: the slow-loading screen once loading outlasts its time-out
  if (slow && page.isPending) return <SlowLoadingScreen onRetry={() => void page.refetch()} />;
  if (page.isPending) {
    return (
      <Container sx={{ py: 4 }} aria-busy="true">
        <Skeleton variant="rounded" height={220} />
        <Skeleton width="60%" height={48} sx={{ mt: 2 }} />
        <Skeleton width="40%" />
      </Container>
    );
  }
  // a failed refetch keeps the page it has
  if (page.isError && !page.data) throw page.error;
  if (!page.data || !s) return <NotFound />;
  const notice = s.notBookableReason ? NOT_BOOKABLE_MESSAGES[s.notBookableReason] : null;
  const policy = policyAsked(s);

  return (
    <Box>
      {notice && (
        <Suspense fallback={null}>
          <NotBookableNotice notice={notice} />
        </Suspense>
      )}
      <Box sx={{ position: 'relative', bgcolor: 'primary.main', color: 'primary.contrastText', overflow: 'hidden' }}>
        <HideOnError
          src={s.heroImages[0]}
          alt=""
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 }}
        />
        <Container sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <HideOnError
              src={s.logoImage}
              alt={`${s.name} logo`}
              width={72}
              height={72}
              style={{ borderRadius: 12, objectFit: 'cover', background: '#fff' }}
            />
            <Typography variant="h3" component="h1" fontWeight={700} sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
              {s.name}
            </Typography>
          </Stack>
          {s.description && <Typography sx={{ mt: 2, maxWidth: 720, opacity: 0.9 }}>{s.description}</Typography>}
          <Stack spacing={0.5} sx={{ mt: 2, opacity: 0.9 }}>
            {s.address && (
              <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <LocationOnOutlined fontSize="small" aria-hidden /> {s.address}
              </Typography>
            )}
            {s.phone && (
              <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Phone fontSize="small" aria-hidden /> {phone}
              </Typography>
            )}
            {s.email && (
              <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <EmailOutlined fontSize="small" aria-hidden /> {s.email}
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={() => bookingRef.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              Book Appointment
            </Button>
            {s.phone && (
              <Button variant="outlined" color="inherit" size="large" href={phoneHref(s.phone)} startIcon={<Phone />}>
                Call Now
              </Button>
            )}
            {s.address && (
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                href={directionsUrl(s.address)}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<LocationOnOutlined />}
              >
                Get Directions
              </Button>
            )}
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: 4 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Box ref={bookingRef} id="booking" sx={{ scrollMarginTop: 80 }}>
            <Typography variant="h4" component="h2" fontWeight={700} gutterBottom>
              Book Your Appointment
            </Typography>
            <BookingFlow shop={s} services={page.data.services} barbers={page.data.barbers} />
          </Box>
          <Stack spacing={3}>
            {policy && (
              <Suspense fallback={null}>
                <BookingPolicyCard policy={policy} services={page.data.services} />
              </Suspense>
            )}
            <Suspense fallback={null}>
              <OpeningHoursCard shop={s} />
              <BarbersCard barbers={page.data.barbers} />
              <ServiceDescriptionsCard services={page.data.services} />
              {/* an answer of an older server has no reviews */}
              {page.data.reviews && <ShopReviewsCard reviews={page.data.reviews} shopName={s.name} />}
              <GoogleReviewsCard name={s.name} googleBusinessUrl={s.googleBusinessUrl} />
            </Suspense>
          </Stack>
        </Box>
        <Suspense fallback={null}>
          <PhotoGallery shop={s} />
        </Suspense>
      </Container>
    </Box>
  );
}
