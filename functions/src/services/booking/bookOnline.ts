import { isAnyBarber, type CreateAppointmentInput } from '@barbershop/core/booking';
import { requireShopBookable } from '../access/shopAccess';
import { checkLimitsInTransaction, maxUpcomingOnlineBookings, type RateCheck } from '../rate-limits';
import {
  bookOrHold,
  requestedDateTime,
  startBookingReads,
  storedCustomer,
  type BookedAppointment,
  type BookingCustomer,
  type BookingReads,
} from './createAppointment';
import { answeredAfter } from './refusalOrder';
import type { HeldBooking } from './holds';
import { liveTerms, requireAcceptance } from './paymentTerms';
import { loadShop } from '../reads/shopData';

export interface OnlineBookingChecks {
  /**
   * The request's own rate limit, counted alongside (its refusal is answered before any other
   * and nothing is written before it passed).
   */
  counted: Promise<void>;
  /**
   * The same limit read once beside the count: refuses only a client already over it, before the
   * booking's transaction starts (so a flood over the limit takes no lock real bookings wait on).
   */
  notOver: Promise<void>;
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
export function bookOnline(input: CreateAppointmentInput, checks: OnlineBookingChecks): Promise<BookedAppointment | HeldBooking> {
  return answeredAfter(checks.counted, book(input, checks));
}

async function book(input: CreateAppointmentInput, checks: OnlineBookingChecks): Promise<BookedAppointment | HeldBooking> {
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
  // the shop's payment terms while it takes money online (issue 34), read alongside
  const terms = liveTerms(shop);
  terms.catch(() => undefined); // awaited in the gate
  const accepted = (async () => {
    await checks.counted;
    await bookable;
    // then the policy the customer must have accepted (400 without it, 409 for another version)
    const live = await terms;
    if (live) requireAcceptance(live, input);
    return live;
  })();
  const gate = accepted.then(() => undefined);
  gate.catch(() => undefined); // awaited by bookOrHold, or below
  // a shop that cannot take bookings says so first
  const { date, time, start } = await answeredAfter(gate, (async () => requestedDateTime(shop, input))());
  return bookOrHold({
    ...booking,
    shop,
    gate,
    payment: (await accepted) ?? undefined,
    beforeTransaction: checks.notOver,
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
