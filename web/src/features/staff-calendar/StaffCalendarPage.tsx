import { Button, Container, Typography } from '@mui/material';
import type { BarberDto } from '@barbershop/core';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { BarberCalendar } from '../dashboard/calendar/BarberCalendar';
import { api } from '../../lib/api/client';

/** /staff/calendar/{barberId} (spec section 2). */
export default function StaffCalendarPage() {
  const { barberId = '' } = useParams();
  const barber = useQuery({ queryKey: ['barbers', barberId], queryFn: () => api.get<BarberDto>(`/api/barbers/${encodeURIComponent(barberId)}`), retry: false });
  return (
    <Container sx={{ py: 4 }}>
      <Button component={RouterLink} to="/dashboard" sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      {barber.isPending ? (
        <Typography>Loading calendar...</Typography>
      ) : !barber.data ? (
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
          <BarberCalendar barber={barber.data} />
        </>
      )}
    </Container>
  );
}
