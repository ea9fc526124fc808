import BoltOutlined from '@mui/icons-material/BoltOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Box, Button, Card, CardContent, Container, Skeleton, Stack, Typography } from '@mui/material';
import type { BarbershopDto } from '@barbershop/core/api';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../lib/api/client';
import { isSlowConnection } from '../../shared/connectivity/connection';
import { OfflineScreen, SlowLoadingScreen } from '../../shared/connectivity/ConnectivityScreens';
import { useOnline } from '../../shared/connectivity/useOnline';
import { useSlowLoad } from '../../shared/connectivity/useSlowLoad';
import { ShopCarousel } from './ShopCarousel';
import { ShopSearch } from './ShopSearch';

// Only what the product does (docs/decisions.md: honest content): no ratings, counts or SMS.
const BENEFITS = [
  { icon: <EventAvailableOutlined />, title: 'Easy Booking', text: 'Pick a service, a barber and a time. No account needed.' },
  {
    icon: <BoltOutlined />,
    title: 'Instant Confirmation',
    text: 'Your booking is confirmed straight away by email, with a calendar invite.',
  },
  { icon: <NotificationsNoneOutlined />, title: 'Reminders', text: 'An email reminder 24 hours before your appointment.' },
];

const NearSearch = lazy(() => import('./NearSearch'));

export default function HomePage() {
  const online = useOnline();
  const shops = useQuery({
    queryKey: ['barbershops'],
    queryFn: () => api.get<BarbershopDto[]>('/api/barbershops'),
    staleTime: isSlowConnection() ? 10 * 60_000 : undefined,
  });
  const slow = useSlowLoad(shops.isPending);
  if (!online && !shops.data) return <OfflineScreen />;
  if (slow && shops.isPending) return <SlowLoadingScreen onRetry={() => void shops.refetch()} />;

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container>
          <Typography
            variant="h2"
            component="h1"
            fontWeight={800}
            sx={{ fontSize: { xs: '2.2rem', md: '3.5rem' }, maxWidth: 760 }}
          >
            Book your next cut online
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, opacity: 0.9 }}>
            Choose a barbershop, a barber and a time, without an account. Your booking is confirmed at once by email.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button variant="contained" color="secondary" size="large" href="#shops">
              Find a barbershop
            </Button>
            <Button variant="outlined" color="inherit" size="large" component={RouterLink} to="/register">
              Own a barbershop? Try it free
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container id="shops" sx={{ py: 6, scrollMarginTop: 64 }}>
        <Typography variant="h4" component="h2" fontWeight={700} gutterBottom>
          Available Barbershops
        </Typography>
        {/* the search's height while its chunk loads: the list below does not jump */}
        <Suspense fallback={<Box sx={{ minHeight: 262, mb: 4 }} />}>
          <NearSearch />
        </Suspense>
        <ShopSearch />
        {shops.isPending ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
            aria-busy="true"
            aria-label="Loading barbershops"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={260} />
            ))}
          </Box>
        ) : shops.isError ? (
          <Typography color="error">We could not load the barbershops. Please try again.</Typography>
        ) : shops.data.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <StorefrontOutlined sx={{ fontSize: 56 }} color="action" aria-hidden />
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              No Barbershops Available
            </Typography>
            <Typography color="text.secondary">Check back later for available barbershops in your area</Typography>
          </Box>
        ) : (
          <ShopCarousel shops={shops.data} />
        )}
      </Container>

      <Box sx={{ bgcolor: 'background.paper', py: 6 }}>
        <Container>
          <Typography variant="h4" component="h2" fontWeight={700} textAlign="center" gutterBottom>
            Platform Benefits
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mt: 2 }}>
            {BENEFITS.map((b) => (
              <Card key={b.title} variant="outlined">
                <CardContent>
                  <Box sx={{ color: 'secondary.main' }} aria-hidden>
                    {b.icon}
                  </Box>
                  <Typography variant="h6" component="h3">
                    {b.title}
                  </Typography>
                  <Typography color="text.secondary">{b.text}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
