import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import {
  UPCOMING_CAP_CODE,
  type BarbershopDto,
  type BarberDto,
  type CreatedAppointmentDto,
  type PaymentRequiredDto,
  type ServiceDto,
} from '@barbershop/core/api';
import { barbersForServices, visitOf } from '@barbershop/core/booking';
import { formatPence } from '@barbershop/core/money';
import type { BookingConsent, BookingForm, DetailsValues } from './DetailsForm';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../shared/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { HideOnError } from '../HideOnError';
import { shopKeys } from '../../../shared/shop/queryKeys';
import { useShopSlots } from '../../../shared/shop/useShopData';
import { AddServices } from './AddServices';
import { bookingDrafts } from './bookingDraft';
import { canAddService, revealedSteps } from './bookingState';
import { createBooking } from './createBooking';
import { isPaymentRequired, pendingHolds, type PaidAtBooking } from './paymentHold';
import { policyAsked } from './policyAsked';
import { nobodyToBook, slotsError, slotsFor } from '../../../shared/booking/slotMessages';
import { StepSection } from './StepSection';
import { useBookingChoice } from './useBookingChoice';
import { useRwgToken, withRwgToken } from './useRwgToken';

const SCROLL_DELAY_MS = 300;
const NOBODY_DOES_ALL = 'No barber here does all of these services in one visit. Please remove a service to choose a barber.';
// The details form (Formik + yup) loads when step 4 opens: it is not needed to browse a shop.
const DetailsForm = lazy(() => import('./DetailsForm'));
// So does step 3 (the date pickers and the slot tooltips), when a service and a barber are chosen.
const DateTimeStep = lazy(() => import('../../../shared/booking/DateTimeStep'));
// The payment step (Stripe's React packages, the hold's texts) loads only when a booking asks for money.
const HeldPayment = lazy(() => import('./HeldPayment'));
// "Join the waitlist" (its form, pickers and request) loads when the customer opens it.
const JoinWaitlistForm = lazy(() => import('../waitlist/JoinWaitlistForm'));

function ChoiceCard({
  selected,
  onClick,
  title,
  subtitle,
  photo,
}: {
  selected: boolean;
  onClick: () => void;
  title: string;
  subtitle?: string;
  photo?: string;
}) {
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'secondary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea onClick={onClick} aria-pressed={selected} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {photo && (
            <HideOnError
              src={photo}
              alt={`Photo of ${title}`}
              width={48}
              height={48}
              style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
            />
          )}
          <Box>
            <Typography fontWeight={600}>{title}</Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The four-step booking of the public shop page. */
export function BookingFlow({
  shop,
  services,
  barbers,
  onBooked,
}: {
  shop: BarbershopDto;
  /** the shop's active services and barbers, from the page's one request */
  services: ServiceDto[];
  barbers: BarberDto[];
  /** given: a booking made is handed to it instead of opening the confirmation page (the embed shows its own) */
  onBooked?: (created: CreatedAppointmentDto, paid?: PaidAtBooking) => void;
}) {
  const { choice, dispatch, reset } = useBookingChoice(shop.id, services, barbers);
  const rwgToken = useRwgToken(shop.id);
  const [busy, setBusy] = useState(false);
  // the day the customer asked to be waitlisted for: the join form shows instead of the details
  const [waitlistDate, setWaitlistDate] = useState<string | null>(null);
  const waitlistRef = useRef<HTMLDivElement>(null);
  const policy = policyAsked(shop);
  // the time held while the customer pays; a reload brings it back while it lasts (paymentHold.ts)
  // (and the choice it was held for: another one releases it)
  const [held, setHeld] = useState<{ hold: PaymentRequiredDto; resumed: boolean; choice: string } | null>(() => {
    const hold = pendingHolds.load(shop.id);
    return hold ? { hold, resumed: true, choice: JSON.stringify(choice) } : null;
  });
  const slots = useShopSlots(shop.id, choice.date, choice.serviceIds);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const steps = revealedSteps(choice);
  const barberRef = useRef<HTMLElement>(null);
  const dateTimeRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLElement>(null);

  // Smoothly bring each newly revealed step into view, 300 ms after the choice.
  const scrollTarget = !steps.barber ? null : !steps.dateTime ? 'barber' : !steps.details ? 'dateTime' : 'details';
  useEffect(() => {
    if (!scrollTarget) return;
    const target = { barber: barberRef, dateTime: dateTimeRef, details: detailsRef }[scrollTarget];
    const timer = setTimeout(() => target.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollTarget]);

  // the chosen services in the order chosen (a service gone from the menu drops out)
  const chosen = choice.serviceIds.flatMap((id) => services.filter((s) => s.id === id));
  const visit = visitOf(chosen);
  // only a barber who performs every chosen service can take the visit
  const eligibleBarbers = barbersForServices(barbers, chosen);
  const barberName =
    choice.barberId === '' ? 'Any Available Stylist' : (barbers.find((b) => b.id === choice.barberId)?.name ?? '');
  const daySlots = slotsFor(slots.data, choice.barberId);
  const takesWaitlist = shop.waitlist?.enabled === true && shop.bookable !== false;
  const joinWaitlist = useCallback((date: string) => {
    setWaitlistDate(date);
    setTimeout(() => waitlistRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
  }, []);
  const keepDetails = useCallback((values: BookingForm) => bookingDrafts.saveDetails(shop.id, values), [shop.id]);

  function booked(created: CreatedAppointmentDto, paid?: PaidAtBooking) {
    toast({
      title: 'Success',
      description:
        "Booking Confirmed! Your appointment has been successfully booked. You'll receive a confirmation email shortly.",
    });
    // nothing of this booking is kept, and Back from the confirmation opens a fresh booking
    pendingHolds.clear(shop.id);
    setHeld(null);
    reset();
    if (onBooked) return onBooked(created, paid);
    // the private manage link's token (and what was paid) travel in the navigation state, not the URL
    const state = { ...(created.manageToken ? { manageToken: created.manageToken } : {}), ...(paid ? { payment: paid } : {}) };
    navigate(`/booking-confirmation?appointmentId=${encodeURIComponent(created.id)}`, {
      state: Object.keys(state).length ? state : undefined,
    });
  }

  const timeTaken = useCallback(async () => {
    dispatch({ type: 'slotTaken' });
    await queryClient.invalidateQueries({ queryKey: shopKeys.allSlots(shop.id) });
    await queryClient.invalidateQueries({ queryKey: shopKeys.allAvailability(shop.id) });
  }, [dispatch, queryClient, shop.id]);

  const leavePayment = useCallback(() => {
    pendingHolds.clear(shop.id);
    setHeld(null);
  }, [shop.id]);

  async function submit(values: DetailsValues, consent: BookingConsent) {
    const first = chosen[0];
    if (!first || choice.barberId === null || !choice.date || !choice.time) return;
    setBusy(true);
    try {
      const token = await rwgToken();
      const answer = await createBooking({
        barbershopId: shop.id,
        serviceId: first.id,
        // one service asks exactly what it always asked
        ...(chosen.length > 1 ? { serviceIds: chosen.map((s) => s.id) } : {}),
        barberId: choice.barberId,
        date: choice.date,
        time: choice.time,
        customerName: values.name,
        customerPhone: values.phone,
        customerEmail: values.email,
        notes: values.notes ?? '',
        ...consent,
        // the text accepted is the policy of this version; the server refuses a changed one (409)
        ...(policy && values.policyAccepted ? { policyAccepted: true as const, policyVersion: policy.version } : {}),
        // the visit came from Reserve with Google: the conversion is reported (docs/deploy.md)
        ...withRwgToken(token),
      });
      if (isPaymentRequired(answer)) {
        pendingHolds.save(shop.id, answer);
        setHeld({ hold: answer, resumed: false, choice: JSON.stringify(choice) });
      } else booked(answer);
    } catch (err) {
      const description =
        err instanceof ApiError ? err.serverMessage : 'There was an error creating your appointment. Please try again.';
      toast({ title: 'Booking Failed', description, variant: 'destructive' });
      // a taken time clears it (the list refreshes); the cap on upcoming bookings leaves the still free time chosen
      if (err instanceof ApiError && err.status === 409 && err.serverCode !== UPCOMING_CAP_CODE) await timeTaken();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={3}>
      <StepSection n={1} title="Select a Service" done={chosen.length > 0}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {services.map((s) => (
            <ChoiceCard
              key={s.id}
              selected={s.id === chosen[0]?.id}
              onClick={() => dispatch({ type: 'service', serviceId: s.id })}
              title={s.name}
              subtitle={`${s.durationMin} min · ${formatPence(s.pricePence)}`}
            />
          ))}
        </Box>
        {chosen.length > 0 && (
          <AddServices
            services={services}
            chosen={chosen}
            canAdd={canAddService(choice)}
            onAdd={(serviceId) => dispatch({ type: 'addService', serviceId })}
            onRemove={(serviceId) => dispatch({ type: 'removeService', serviceId })}
          />
        )}
      </StepSection>

      {steps.barber && (
        <StepSection ref={barberRef} n={2} title="Choose Your Barber" done={choice.barberId !== null}>
          {eligibleBarbers.length === 0 && barbers.length > 0 ? (
            <Typography color="text.secondary">{NOBODY_DOES_ALL}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <ChoiceCard
                selected={choice.barberId === ''}
                onClick={() => dispatch({ type: 'barber', barberId: '' })}
                title="Any Available Stylist"
                subtitle="First free barber at your time"
              />
              {eligibleBarbers.map((b) => (
                <ChoiceCard
                  key={b.id}
                  selected={b.id === choice.barberId}
                  onClick={() => dispatch({ type: 'barber', barberId: b.id })}
                  title={b.name}
                  subtitle={b.specialty}
                  photo={b.photoUrl}
                />
              ))}
            </Box>
          )}
        </StepSection>
      )}

      {steps.dateTime && (
        <StepSection ref={dateTimeRef} n={3} title="Pick a Date & Time" done={Boolean(choice.date && choice.time)}>
          <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
            <DateTimeStep
              shopId={shop.id}
              serviceIds={choice.serviceIds}
              barberId={choice.barberId ?? ''}
              shop={shop}
              date={choice.date}
              time={choice.time}
              slots={daySlots}
              slotsError={slotsError(slots.error) ?? nobodyToBook(slots.data, choice.barberId)}
              onDate={(date) => dispatch({ type: 'date', date })}
              onTime={(time) => dispatch({ type: 'time', time })}
              onNextAvailable={(date, time) => dispatch({ type: 'dateTime', date, time })}
              onJoinWaitlist={takesWaitlist ? joinWaitlist : undefined}
            />
          </Suspense>
        </StepSection>
      )}

      {steps.dateTime && waitlistDate && chosen.length > 0 && (
        <Box ref={waitlistRef} sx={{ scrollMarginTop: 16 }}>
          <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
            <JoinWaitlistForm
              // another visit or day asked for: a fresh form
              key={`${choice.barberId}|${choice.serviceIds.join(',')}|${waitlistDate}`}
              shop={shop}
              serviceIds={choice.serviceIds}
              serviceName={chosen.map((s) => s.name).join(' + ')}
              barberId={choice.barberId ?? ''}
              barberName={barberName}
              date={waitlistDate}
              details={bookingDrafts.load(shop.id).details}
              onClose={() => setWaitlistDate(null)}
            />
          </Suspense>
        </Box>
      )}

      {held && (
        <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
          <HeldPayment
            hold={held.hold}
            resumed={held.resumed}
            shopName={shop.name}
            timezone={shop.timezone}
            heldChoice={held.choice}
            choice={JSON.stringify(choice)}
            onBooked={booked}
            onLeave={leavePayment}
            onTimeTaken={timeTaken}
          />
        </Suspense>
      )}

      {!held && !waitlistDate && steps.details && chosen.length > 0 && choice.date && choice.time && (
        <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
          <DetailsForm
            ref={detailsRef}
            busy={busy}
            policy={policy}
            serviceIds={choice.serviceIds}
            textReminders={shop.textReminders}
            onSubmit={submit}
            initialValues={bookingDrafts.load(shop.id).details}
            onValues={keepDetails}
            facts={{
              services: visit.services,
              barberName,
              date: choice.date,
              time: choice.time,
              durationMin: visit.durationMin,
              pricePence: visit.pricePence,
              manageCutoffHours: shop.manageCutoffHours,
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
