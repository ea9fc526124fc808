import { Button, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { barbersForServices } from '@barbershop/core/booking';
import { dayjs } from '@barbershop/core/time';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { useToast } from '../../shared/ui/toast';
import { nobodyToBook, slotsError, slotsFor } from '../../shared/booking/slotMessages';
import { shopKeys } from '../../shared/shop/queryKeys';
import { useShopPage, useShopSlots } from '../../shared/shop/useShopData';
import { useReschedule } from './manageApi';
import type { ManageBookingDto } from '@barbershop/core/api';

// The booking flow's step 3 (calendar and times), the same lazy chunk the shop page loads.
const DateTimeStep = lazy(() => import('../../shared/booking/DateTimeStep'));

export const formatBookingDate = (date: string) => dayjs.utc(date).format('dddd D MMMM YYYY');

/** A new date, time and barber for the same services (POST /api/appointments/{id}/reschedule). */
export function RescheduleSection({ booking, token, onDone }: { booking: ManageBookingDto; token: string; onDone: () => void }) {
  const { appointment, shop } = booking;
  const page = useShopPage(shop.slug);
  // who performs every booked service today (a service gone from the menu limits nobody here;
  // the server has the last word)
  const bookedServices = (page.data?.services ?? []).filter((s) => appointment.serviceIds.includes(s.id));
  const barbers = barbersForServices(page.data?.barbers ?? [], bookedServices);
  const keepsBarber = !page.data || barbers.some((b) => b.id === appointment.barberId);
  const [barberId, setBarberId] = useState<string | null>(null);
  // the same barber by default, any available stylist when they no longer take bookings
  const chosenBarber = barberId ?? (keepsBarber ? appointment.barberId : '');
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  // the booked services together: the slots are for the visit's whole time
  const slots = useShopSlots(shop.id, date, appointment.serviceIds);
  const reschedule = useReschedule(appointment.id, token);
  const toast = useToast();
  const queryClient = useQueryClient();

  async function confirm() {
    if (!date || !time) return;
    try {
      const answer = await reschedule.mutateAsync({ token, date, time, barberId: chosenBarber });
      toast({
        title: 'Appointment Rescheduled',
        description: `Your new time is ${formatBookingDate(answer.appointment.date)} at ${answer.appointment.time}.`,
      });
      onDone();
    } catch (err) {
      const description =
        err instanceof ApiError ? err.serverMessage : 'There was an error rescheduling your appointment. Please try again.';
      toast({ title: 'Reschedule Failed', description, variant: 'destructive' });
      if (err instanceof ApiError && err.status === 409) {
        setTime(null);
        await queryClient.invalidateQueries({ queryKey: shopKeys.allSlots(shop.id) });
        await queryClient.invalidateQueries({ queryKey: shopKeys.allAvailability(shop.id) });
      }
    }
  }

  return (
    <Paper component="section" aria-labelledby="reschedule-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reschedule-title" variant="h6" component="h2" gutterBottom>
        Reschedule
      </Typography>
      {page.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : (
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="reschedule-barber">Choose Your Barber</FormLabel>
            <RadioGroup
              aria-labelledby="reschedule-barber"
              value={chosenBarber}
              onChange={(e) => {
                setBarberId(e.target.value);
                setTime(null);
              }}
            >
              {barbers.map((b) => (
                <FormControlLabel key={b.id} value={b.id} control={<Radio />} label={b.name} />
              ))}
              <FormControlLabel value="" control={<Radio />} label="Any Available Stylist" />
            </RadioGroup>
          </FormControl>
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            Pick a Date & Time
          </Typography>
          {page.data && (
            <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
              <DateTimeStep
                shopId={shop.id}
                serviceIds={appointment.serviceIds}
                barberId={chosenBarber}
                shop={page.data.shop}
                date={date}
                time={time}
                slots={slotsFor(slots.data, chosenBarber)}
                slotsError={slotsError(slots.error) ?? nobodyToBook(slots.data, chosenBarber)}
                onDate={(d) => {
                  setDate(d);
                  setTime(null);
                }}
                onTime={setTime}
                onNextAvailable={(d, t) => {
                  setDate(d);
                  setTime(t);
                }}
                // the booking's own month, not today's: a move is usually to a nearby day
                openOn={appointment.date}
              />
            </Suspense>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="contained"
              color="secondary"
              disabled={!date || !time || reschedule.isPending}
              onClick={() => void confirm()}
            >
              Confirm New Time
            </Button>
            <Button variant="outlined" onClick={onDone} disabled={reschedule.isPending}>
              Keep Current Time
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
