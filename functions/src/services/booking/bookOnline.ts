import { isAnyBarber, type CreateAppointmentInput } from '@barbershop/core/booking';
import { requireShopBookable } from '../access/shopAccess';
import { checkLimitsInTransaction, maxUpcomingOnlineBookings, type RateCheck } from '../rate-limits';
import {
  createAppointment,
  requestedDateTime,
  startBookingReads,
  storedCustomer,
  type BookedAppointment,
  type BookingCustomer,
  type BookingReads,
} from './createAppointment';
import { answeredAfter } from './refusalOrder';
import { loadShop } from '../reads/shopData';

export interface OnlineBookingChecks {
  /**
   * The request's own rate limit, counted alongside (its refusal is answered before any other
   * and nothing is written before it passed).
   */
  counted: Promise<void>;
  /**
   * Wait for the count before the booking's transaction starts: for a client known to have used
   * up its allowance, so that a flood over the limit takes no lock real bookings wait on.
   */
  countFirst: boolean;
  /** The limits on bookings made at the shop: checked and counted in the booking's transaction. */
  shopLimits: readonly RateCheck[];
}

/**
 * POST /api/appointments: a customer books online. The request's Firestore work is one batch of
 * parallel reads (the shop and everything that needs only its id), then the booking's
 * transaction, whose reads go out together with the owner's billing check, then its commit;
 * nothing after it (emails and the booker's view are triggers). Refusals keep their order: the
 * request's rate limit, the shop (404), the shop that cannot take bookings (403), the requested
 * time, then createAppointment's own.
 */
export function bookOnline(input: CreateAppointmentInput, checks: OnlineBookingChecks): Promise<BookedAppointment> {
  return answeredAfter(checks.counted, book(input, checks));
}

async function book(input: CreateAppointmentInput, checks: OnlineBookingChecks): Promise<BookedAppointment> {
  const now = Date.now();
  const booking = {
    shopId: input.barbershopId,
    serviceId: input.serviceId,
    serviceIds: input.serviceIds as string[] | undefined,
    maxUpcoming: maxUpcomingOnlineBookings(),
  };
  const customer: BookingCustomer = { name: input.customerName, phone: input.customerPhone, email: input.customerEmail };
  const shopRead = loadShop(booking.shopId);
  shopRead.catch(() => undefined); // awaited below
  const reads = startReadsWithShop(booking, customer, now);
  const shop = await shopRead;
  // Started now and answered first: the booking's own reads run while it is checked.
  const bookable = requireShopBookable(shop.id, shop.ownerId);
  bookable.catch(() => undefined); // awaited in the gate, after the rate limit
  const gate = (async () => {
    await checks.counted;
    await bookable;
  })();
  gate.catch(() => undefined); // awaited by createAppointment, or below
  // a shop that cannot take bookings says so first
  const { date, time, start } = await answeredAfter(gate, (async () => requestedDateTime(shop, input))());
  return createAppointment({
    ...booking,
    shop,
    gate,
    beforeTransaction: checks.countFirst ? checks.counted : undefined,
    reads,
    barberId: isAnyBarber(input.barberId) ? null : input.barberId!,
    date,
    time,
    start,
    customer,
    notes: input.notes,
    source: 'online',
    now,
    limits: (tx) => checkLimitsInTransaction(tx, checks.shopLimits),
  });
}

/**
 * The reads that need only the shop's id, started with the shop's own. A phone that cannot be
 * stored starts none: createAppointment refuses it, in its turn.
 */
function startReadsWithShop(
  booking: { shopId: string; serviceId: string; serviceIds?: string[]; maxUpcoming: number },
  customer: BookingCustomer,
  now: number,
): BookingReads | undefined {
  try {
    return startBookingReads(booking.shopId, booking, storedCustomer(customer), now);
  } catch {
    return undefined;
  }
}
