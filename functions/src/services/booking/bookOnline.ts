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
  type WaitlistClaim,
} from './createAppointment';
import { answeredAfter } from './refusalOrder';
import type { HeldBooking } from './createAppointment';
import type { OnlinePayments } from './paymentPlan';
import { loadShop } from '../reads/shopData';
import { reportRwgConversion } from '../rwg';
import { unprocessable } from '../../errors';
import { NO_TEXTS, shopOffersTexts } from '../../sms/offered';

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
  /** the shop's payment terms (services/payments/holds): a booking may owe a deposit or a card first */
  payments?: OnlinePayments;
  /** a waitlist offer claimed (services/waitlist/offers/claimOffer): booked as any online booking, as the offer */
  claim?: WaitlistClaim;
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
  const terms = checks.payments?.terms(shop) ?? Promise.resolve(null);
  terms.catch(() => undefined); // awaited in the gate
  const accepted = (async () => {
    await checks.counted;
    await bookable;
    // then the policy the customer must have accepted (400 without it, 409 for another version)
    return (await terms)?.accept(input) ?? null;
  })();
  const gate = accepted.then(() => undefined);
  gate.catch(() => undefined); // awaited by bookOrHold, or below
  // a shop that cannot take bookings says so first
  const { date, time, start } = await answeredAfter(gate, (async () => requestedDateTime(shop, input))());
  let reminderChannels = input.reminderChannels;
  if (reminderChannels?.sms && !shopOffersTexts(shop)) {
    // asked for texts where none can go: said plainly rather than stored and silently ignored;
    // a claimed waitlist offer carries the entry's earlier choice, which the shop's switch since overrides
    if (!checks.claim) throw unprocessable(NO_TEXTS);
    reminderChannels = { ...reminderChannels, sms: false };
  }
  const outcome = await bookOrHold({
    ...booking,
    shop,
    gate,
    payment: (await accepted) ?? undefined,
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
    marketingConsent: input.marketingConsent === true,
    ...(reminderChannels ? { reminderChannels } : {}),
    claim: checks.claim,
    rwgToken: input.rwgToken,
  });
  // a paid hold reports when it becomes the booking (completeHold)
  if (!('hold' in outcome)) await reportRwgConversion(outcome.appointment);
  return outcome;
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
