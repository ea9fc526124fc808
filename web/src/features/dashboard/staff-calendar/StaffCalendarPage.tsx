import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Container, Typography } from '@mui/material';
import type { BarberDto } from '@barbershop/core/api';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useOwnerShops } from '../../../lib/auth/useOwnerShops';
import { BarberCalendar } from '../calendar/BarberCalendar';
import { dashboardKeys } from '../../../shared/owner/queryKeys';
import { api } from '../../../lib/api/client';

/**
 * /staff/calendar/{barberId}. GET /api/barbers/{id} answers only the owner of
 * the barber's shop, so another shop's barber (403) or an unknown id (404) is Barber not found.
 * The calendar runs on that shop's own clock.
 */
export default function StaffCalendarPage() {
  const { barberId = '' } = useParams();
  const shops = useOwnerShops();
  const hasShop = Boolean(shops.data?.length);
  const barber = useQuery({
    queryKey: dashboardKeys.barber(barberId),
    queryFn: () => api.get<BarberDto>(`/api/barbers/${encodeURIComponent(barberId)}`),
    retry: false,
    enabled: hasShop,
  });
  const shop = barber.data && shops.data?.find((s) => s.id === barber.data.shopId);
  const loading = shops.isPending || (hasShop && barber.isPending);
  return (
    <Container sx={{ py: 4 }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      {loading ? (
        <Typography>Loading calendar...</Typography>
      ) : !hasShop ? (
        <Typography variant="h5" component="h1">
          No barbershop selected
        </Typography>
      ) : !barber.data || !shop ? (
        <Typography variant="h5" component="h1">
          Barber not found
        </Typography>
      ) : (
        <>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {barber.data.name}'s Calendar
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {barber.data.specialty}
          </Typography>
          <BarberCalendar barber={barber.data} zone={shop.timezone} />
        </>
      )}
    </Container>
  );
}
