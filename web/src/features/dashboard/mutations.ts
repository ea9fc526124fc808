// Every change the owner makes on the dashboard is one of these TanStack Query mutations. Live
// Firestore data updates itself after a change; the /api-backed queries a change affects are
// invalidated here (dashboardKeys), never refetched by hand.
import { ownerEndpoints as owner, type BodyOf, type FutureAppointmentsDto } from '@barbershop/core/api';
import type { AppointmentUpdateInput, BlockTimeInput, NewCustomerInput, OwnerMoveInput } from '@barbershop/core/calendar';
import type { BusinessHoursEntry, TimeBlockSpan } from '@barbershop/core/model';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { call } from '../../lib/api/call';
import {
  changeBarberBreaks,
  replyToReview,
  setBarberServices,
  setReviewCommentHidden,
  updateBarberHours,
  updateService,
  type BreakFields,
  type ServiceChanges,
} from '../../lib/firestore/shopWrites';
import { dashboardKeys, seatsKey } from '../../shared/owner/queryKeys';
import type { FutureHandling, StaffChange } from './staff/FutureAppointmentsDialog';

const invalidate = (queryClient: QueryClient, ...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The block dialog's body (the barber is the address's), its times null on an all-day block as stored. */
export type BlockTimeBody = Omit<BlockTimeInput, 'startTime' | 'endTime'> & Pick<TimeBlockSpan, 'startTime' | 'endTime'>;

export function useBlockTime(barberId: string) {
  return useMutation({
    mutationFn: (body: BlockTimeBody) => call(owner.blockTime, { id: barberId }, { ...body, barberId }),
  });
}

export function useRemoveBlock() {
  return useMutation({ mutationFn: (blockId: string) => call(owner.removeTimeBlock, { id: blockId }) });
}

/** "This day only" for a time block over several days: the days before and after it stay blocked. */
export function useRemoveBlockDay() {
  return useMutation({
    mutationFn: ({ blockId, date }: { blockId: string; date: string }) =>
      call(owner.removeTimeBlockDay, { id: blockId }, { date }),
  });
}

/** A barber's weekly breaks or skipped occurrences, changed from the stored ones (the live data shows it). */
export function useChangeBreaks(shopId: string, barberId: string) {
  return useMutation({
    mutationFn: (change: (stored: BreakFields) => Partial<BreakFields>) => changeBarberBreaks(shopId, barberId, change),
  });
}

/** Moves a booking to another time and/or barber; the customer is emailed that it moved. */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; shopId: string } & OwnerMoveInput) =>
      call(
        owner.moveAppointment,
        { id },
        {
          barberId: body.barberId,
          date: body.date,
          time: body.time,
          notifyCustomer: body.notifyCustomer,
        },
      ),
    onSuccess: (_data, appointment) => invalidate(queryClient, dashboardKeys.emailActivity(appointment.shopId)),
  });
}

/** Marks a visit completed or a no-show (or back to scheduled), or edits its notes. */
export function useUpdateAppointment() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & AppointmentUpdateInput) => call(owner.updateAppointment, { id }, body),
  });
}

/** Books a walk-in from this minute; the shop is notified (the customer, in the chair, gets no confirmation), so the email activity changes. */
export function useWalkIn(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof owner.bookWalkIn>) => call(owner.bookWalkIn, { id: shopId }, body),
    onSuccess: () => invalidate(queryClient, dashboardKeys.emailActivity(shopId)),
  });
}

export function useAddCustomer(shopId: string) {
  return useMutation({
    mutationFn: (customer: Pick<NewCustomerInput, 'name' | 'phone' | 'email'>) =>
      call(owner.addCustomer, { id: shopId }, { ...customer, barbershopId: shopId }),
  });
}

/** The booking dialog's body: `appointmentDate` is the shop's local time without a zone, 'YYYY-MM-DDTHH:mm:00'. */
export type OwnerBookingBody = Omit<BodyOf<typeof owner.bookForCustomer>, 'status'>;

/** A booking sends the confirmation email. */
export function useBookAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerBookingBody) => call(owner.bookForCustomer, { id: shopId }, { ...body, status: 'scheduled' }),
    onSuccess: () => invalidate(queryClient, dashboardKeys.emailActivity(shopId)),
  });
}

export type SaveService =
  | { id: string; changes: ServiceChanges }
  | {
      id: null;
      body: {
        name: string;
        description: string;
        duration: number;
        price: string;
        bufferMin: number;
        barberIds: string[] | null;
      };
    };

/** An existing service is the owner's to change directly (rules check it); a new one goes through /api. */
export function useSaveService(shopId: string) {
  return useMutation({
    mutationFn: async (save: SaveService) => {
      if ('changes' in save) await updateService(shopId, save.id, save.changes);
      else await call(owner.addService, { id: shopId }, { ...save.body, barbershopId: shopId });
    },
  });
}

export interface BarberServices {
  barberId: string;
  /** the ids of the services the barber performs */
  performed: string[];
  /** every service of the shop and every barber's id, as the dashboard shows them */
  serviceIds: string[];
  everyBarberId: string[];
}

/** Which services a barber performs: the affected services' `barberIds`, in one transaction. */
export function useSetBarberServices(shopId: string) {
  return useMutation({
    mutationFn: ({ barberId, performed, serviceIds, everyBarberId }: BarberServices) =>
      setBarberServices(shopId, barberId, performed, serviceIds, everyBarberId),
  });
}

export function useSaveHours(shopId: string, barberId: string) {
  return useMutation({
    mutationFn: (weeklyHours: BusinessHoursEntry[] | null) => updateBarberHours(shopId, barberId, weeklyHours),
  });
}

/** A new barber takes a seat. */
export function useAddBarber(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof owner.addBarber>) =>
      call(owner.addBarber, { id: shopId }, { ...body, barbershopId: shopId }),
    onSuccess: () => invalidate(queryClient, seatsKey),
  });
}

export const futureAppointmentsOf = (barberId: string) =>
  api.get<FutureAppointmentsDto>(`/api/barbers/${barberId}/future-appointments`);

export interface BarberChange {
  barberId: string;
  kind: StaffChange;
  body?: Record<string, unknown>;
  handling?: FutureHandling;
}

/** Updates, deactivates or deletes a barber (with what to do with their bookings, when asked). */
export function useChangeBarber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ barberId, kind, body, handling }: BarberChange) => {
      const extra = handling ? { futureAppointments: handling } : undefined;
      if (kind === 'delete') await call(owner.deleteBarber, { id: barberId }, extra);
      else await call(owner.updateBarber, { id: barberId }, { ...body, ...extra });
    },
    onSuccess: (_data, { barberId }) => invalidate(queryClient, seatsKey, dashboardKeys.barber(barberId)),
  });
}

/** The shop's public reply to a review ('' removes it); the live list shows it. */
export function useReplyToReview(shopId: string) {
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) => replyToReview(shopId, reviewId, reply),
  });
}

/** Hides a review's comment from the public (or shows it again); the rating still counts. */
export function useSetCommentHidden(shopId: string) {
  return useMutation({
    mutationFn: ({ reviewId, commentHidden }: { reviewId: string; commentHidden: boolean }) =>
      setReviewCommentHidden(shopId, reviewId, commentHidden),
  });
}
