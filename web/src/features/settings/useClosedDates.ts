import { withClosedDate, withoutClosedDate } from '@barbershop/core/closures';
import { upcomingBookings } from '@barbershop/core/customers';
import type { Appointment } from '@barbershop/core/model';
import { useMutation } from '@tanstack/react-query';
import { scheduledBookingsOn } from '../../lib/firestore/shopQueries';
import { changeClosedDates } from '../../lib/firestore/shopWrites';
import { useCancelAppointment } from '../../shared/owner/useCancelAppointment';

/** `closed` false: the day has upcoming `bookings` and the owner has not chosen what becomes of them. */
export interface CloseDateResult {
  closed: boolean;
  bookings: Appointment[];
}

/**
 * Closes the shop on a date (past closed dates are dropped on the way). Unless `confirmed`, a day
 * with bookings still to come is not closed: the answer lists them, for the owner to choose.
 */
export function useCloseDate(shopId: string, today: string) {
  return useMutation({
    mutationFn: async ({ date, confirmed }: { date: string; confirmed: boolean }): Promise<CloseDateResult> => {
      if (!confirmed) {
        const bookings = upcomingBookings(await scheduledBookingsOn(shopId, date), Date.now());
        if (bookings.length > 0) return { closed: false, bookings };
      }
      await changeClosedDates(shopId, (stored) => withClosedDate(stored, date, today));
      return { closed: true, bookings: [] };
    },
  });
}

/**
 * "Cancel and notify": each booking through the owner's cancel (idempotent), its customer emailed.
 * Answers the ones that could not be cancelled (the day is closed either way).
 */
export function useCancelBookings(shopId: string) {
  const cancel = useCancelAppointment();
  return useMutation({
    mutationFn: async (bookings: readonly Appointment[]) => {
      const failed: { booking: Appointment; err: unknown }[] = [];
      for (const booking of bookings) {
        try {
          await cancel.mutateAsync({ id: booking.id, shopId, reason: '', notifyCustomer: true });
        } catch (err) {
          failed.push({ booking, err });
        }
      }
      return failed;
    },
  });
}

/** Opens the shop again on a closed date. */
export function useReopenDate(shopId: string) {
  return useMutation({
    mutationFn: (date: string) => changeClosedDates(shopId, (stored) => withoutClosedDate(stored, date)),
  });
}
