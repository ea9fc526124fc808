import type { ShopSlotsDto } from '@barbershop/core/api';
import { CHOSEN_BARBER_UNAVAILABLE, NO_ACTIVE_BARBER_SLOTS } from '@barbershop/core/billing';
import { ApiError } from '../../lib/api/client';

// Shared by the booking flow and the manage-my-booking page's reschedule.

/** After its retries, a failed slots load says why instead of Loading time slots... forever. */
export function slotsError(error: Error | null): string | null {
  if (!error) return null;
  return (error instanceof ApiError && error.serverMessage) || error.message;
}

/** Loaded slots without anybody to book: say why rather than Loading time slots... */
export function nobodyToBook(data: ShopSlotsDto | undefined, barberId: string | null): string | null {
  if (!data) return null;
  if (data.barbers.length === 0) return NO_ACTIVE_BARBER_SLOTS;
  if (barberId && !data.barbers.some((b) => b.barberId === barberId)) return CHOSEN_BARBER_UNAVAILABLE;
  return null;
}

/** The chosen barber's times, or the merged list for any available stylist (''). */
export function slotsFor(data: ShopSlotsDto | undefined, barberId: string | null) {
  return barberId === '' ? data?.anyAvailable : data?.barbers.find((b) => b.barberId === barberId)?.slots;
}
