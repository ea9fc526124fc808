// Every change the owner makes on the dashboard is one of these TanStack Query mutations. Live
// Firestore data updates itself after a change; the /api-backed queries a change affects are
// invalidated here (dashboardKeys), never refetched by hand.
import type {
  AppointmentDto,
  AppointmentUpdateInput,
  BusinessHoursEntry,
  CustomerDto,
  FutureAppointmentsDto,
  NewCustomerInput,
  OwnerMoveInput,
  WalkInInput,
} from '@barbershop/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
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
import { dashboardKeys, seatsKey } from './queryKeys';
import type { FutureHandling, StaffChange } from './staff/FutureAppointmentsDialog';

const invalidate = (queryClient: QueryClient, ...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export interface BlockTimeBody {
  startDate: string;
  endDate: string;
  isAllDay: boolean;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  notes: string;
}

export function useBlockTime(barberId: string) {
  return useMutation({
    mutationFn: (body: BlockTimeBody) => api.post(`/api/barbers/${barberId}/time-blocks`, { ...body, barberId }),
  });
}

export function useRemoveBlock() {
  return useMutation({ mutationFn: (blockId: string) => api.delete(`/api/time-blocks/${blockId}`) });
}

/** "This day only" for a time block over several days: the days before and after it stay blocked. */
export function useRemoveBlockDay() {
  return useMutation({
    mutationFn: ({ blockId, date }: { blockId: string; date: string }) =>
      api.post(`/api/time-blocks/${blockId}/remove-day`, { date }),
  });
}

/** A barber's weekly breaks or skipped occurrences, changed from the stored ones (the live data shows it). */
export function useChangeBreaks(shopId: string, barberId: string) {
  return useMutation({
    mutationFn: (change: (stored: BreakFields) => Partial<BreakFields>) => changeBarberBreaks(shopId, barberId, change),
  });
}

/** The owner's cancel (POST …/cancel): a reason, and whether to email the customer (then the email activity changes). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; shopId: string; reason: string; notifyCustomer: boolean }) =>
      api.post<AppointmentDto>(`/api/appointments/${id}/cancel`, { reason: body.reason, notifyCustomer: body.notifyCustomer }),
    onSuccess: (_data, appointment) => invalidate(queryClient, dashboardKeys.emailActivity(appointment.shopId)),
  });
}

/** Moves a booking to another time and/or barber; the customer is emailed that it moved. */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; shopId: string } & OwnerMoveInput) =>
      api.post<AppointmentDto>(`/api/appointments/${id}/move`, {
        barberId: body.barberId,
        date: body.date,
        time: body.time,
        notifyCustomer: body.notifyCustomer,
      }),
    onSuccess: (_data, appointment) => invalidate(queryClient, dashboardKeys.emailActivity(appointment.shopId)),
  });
}

/** Marks a visit completed or a no-show (or back to scheduled), or edits its notes. */
export function useUpdateAppointment() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & AppointmentUpdateInput) =>
      api.patch<AppointmentDto>(`/api/appointments/${id}`, body),
  });
}

/** Books a walk-in from this minute; the shop is notified (the customer, in the chair, gets no confirmation), so the email activity changes. */
export function useWalkIn(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInInput) => api.post<AppointmentDto>(`/api/barbershops/${shopId}/walk-ins`, body),
    onSuccess: () => invalidate(queryClient, dashboardKeys.emailActivity(shopId)),
  });
}

export function useAddCustomer(shopId: string) {
  return useMutation({
    mutationFn: (customer: Pick<NewCustomerInput, 'name' | 'phone' | 'email'>) =>
      api.post<CustomerDto>(`/api/barbershops/${shopId}/customers`, { ...customer, barbershopId: shopId }),
  });
}

export interface OwnerBookingBody {
  customerId: string;
  serviceId: string;
  /** the visit's services in order, `serviceId` first */
  serviceIds: string[];
  barberId: string;
  /** the shop's local time without a zone, 'YYYY-MM-DDTHH:mm:00' (spec section 3) */
  appointmentDate: string;
  notes: string;
}

/** A booking sends the confirmation email. */
export function useBookAppointment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerBookingBody) =>
      api.post<AppointmentDto>(`/api/barbershops/${shopId}/appointments`, { ...body, status: 'scheduled' }),
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
    mutationFn: (save: SaveService) =>
      'changes' in save
        ? updateService(shopId, save.id, save.changes)
        : api.post(`/api/barbershops/${shopId}/services`, { ...save.body, barbershopId: shopId }),
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
    mutationFn: (body: { name: string; specialty: string; bio: string }) =>
      api.post(`/api/barbershops/${shopId}/barbers`, { ...body, barbershopId: shopId }),
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
    mutationFn: ({ barberId, kind, body, handling }: BarberChange) => {
      const extra = handling ? { futureAppointments: handling } : undefined;
      return kind === 'delete'
        ? api.delete(`/api/barbers/${barberId}`, extra)
        : api.patch(`/api/barbers/${barberId}`, { ...body, ...extra });
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
