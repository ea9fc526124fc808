import { withClosedDate, withoutClosedDate } from '@barbershop/core';
import { useMutation } from '@tanstack/react-query';
import { scheduledBookingsOn } from '../../lib/firestore/shopQueries';
import { changeClosedDates } from '../../lib/firestore/shopWrites';

/** `closed` false: the day has `bookings` scheduled and the owner has not confirmed yet. */
export interface CloseDateResult {
  closed: boolean;
  bookings: number;
}

/**
 * Closes the shop on a date (past closed dates are dropped on the way). Bookings already made on
 * it are not cancelled: unless `confirmed`, a day that has some is not closed, and the answer
 * says how many, for the owner to be warned first.
 */
export function useCloseDate(shopId: string, today: string) {
  return useMutation({
    mutationFn: async ({ date, confirmed }: { date: string; confirmed: boolean }): Promise<CloseDateResult> => {
      if (!confirmed) {
        const bookings = await scheduledBookingsOn(shopId, date);
        if (bookings > 0) return { closed: false, bookings };
      }
      await changeClosedDates(shopId, (stored) => withClosedDate(stored, date, today));
      return { closed: true, bookings: 0 };
    },
  });
}

/** Opens the shop again on a closed date. */
export function useReopenDate(shopId: string) {
  return useMutation({
    mutationFn: (date: string) => changeClosedDates(shopId, (stored) => withoutClosedDate(stored, date)),
  });
}
