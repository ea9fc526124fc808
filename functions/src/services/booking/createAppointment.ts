import { manageCutoffHoursOf, manageUntilFor, busyEndOf, requestedServiceIds, visitOf } from '@barbershop/core/booking';
import { customerIdForPhone } from '@barbershop/core/customers';
import type {
  ActorStamp,
  Appointment,
  AppointmentSource,
  Barbershop,
  Barber,
  BusyInterval,
  Customer,
  MarketingConsent,
  PaymentHold,
  ReminderChannels,
  Service,
  WaitlistEntry,
  WaitlistOffer,
} from '@barbershop/core/model';
import { CUSTOMER_STAMP } from '@barbershop/core/staff';
import { instantToZoned, isBookingDate, parseAppointmentDate } from '@barbershop/core/time';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { removeInterval } from '@barbershop/core/slots';
import { consentGiven, sameEmail } from './marketingConsent';
import { appointments, customers, holds, waitlist, waitlistOffers } from '../../data/collections';
import { batchedReads } from '../../data/transactionReads';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { storedPhone } from '../phones/storedPhone';
import { addToDay } from './busyDays';
import { checkUpcomingCap, heldBookingRefs } from './customerHolds';
import { newManageToken } from '../manage-token/manageToken';
import { answeredAfter } from './refusalOrder';
import type { PlanPayment } from './paymentPlan';
import { loadActiveBarbers, loadActiveServices, loadBarberBlocks, loadCandidateDays, loadShop } from '../reads/shopData';
import {
  candidateBarbers,
  checkRequestedTime,
  chooseBarber,
  contentionRefusal,
  refuseStaticReasons,
  stillTakingBookings,
  type RequestedSlot,
} from './slotChecks';

/** A booking the customer must pay for (or save a card for) before it is made. */
export interface HeldBooking {
  hold: PaymentHold;
  /** answered to the customer once, for Stripe.js; only its hash is stored */
  clientSecret: string;
}

/** A new booking and the raw token of its manage link (answered once, to the booker; never stored). */
export interface BookedAppointment {
  appointment: Appointment;
  manageToken: string;
}

export type BookingCustomer =
  | { customerId: string }
  | { name: string; phone: string; email: string }
  /** a walk-in who gave no phone: no customer record (customerId ''), only the name on the booking */
  | { walkIn: { name: string; email: string } };

/** The customer fields of a booking, and the record to write (null: none, or one on file). */
interface ResolvedCustomer {
  customerId: string;
  data: Pick<Customer, 'name' | 'phone' | 'email'>;
  write: { ref: DocumentReference<Customer>; data: Customer } | null;
  /** an existing customer's consent given with this booking (null: nothing to change) */
  consent: { ref: DocumentReference<Customer>; marketing: MarketingConsent } | null;
}

/** A booking made from a waitlist offer (services/waitlist/offers/claimOffer). */
export interface WaitlistClaim {
  offer: WaitlistOffer;
  entry: WaitlistEntry;
}

export const OFFER_CLAIMED_MESSAGE = "You've already booked this time. Check your confirmation email.";
export const OFFER_EXPIRED_MESSAGE = 'This time is no longer held for you. It may still be free: choose a time on the shop page.';

/** The offer as the claim's transaction reads it: refused once claimed, or no longer held at `now`. */
export function refuseDeadOffer(offer: WaitlistOffer | undefined, now: number): void {
  if (offer?.state === 'claimed') throw conflict(OFFER_CLAIMED_MESSAGE, 'offer_claimed');
  if (!offer || offer.state !== 'offered' || offer.expiresAt.getTime() <= now)
    throw new HttpError(410, OFFER_EXPIRED_MESSAGE, undefined, 'offer_expired');
}

/**
 * The entry as the claim's transaction reads it: a customer who left or was removed (their offer
 * not yet withdrawn) no longer holds the time, whatever the offer still says.
 */
function refuseGoneEntry(entry: WaitlistEntry | undefined, offerId: string): void {
  if (entry?.state !== 'offered' || entry.offerId !== offerId)
    throw new HttpError(410, OFFER_EXPIRED_MESSAGE, undefined, 'offer_expired');
}

export interface BookingRequest {
  shopId: string;
  serviceId: string;
  /** several services in one visit, in order (serviceId first); absent: serviceId alone */
  serviceIds?: string[];
  /** null books any available stylist */
  barberId: string | null;
  /** shop-zone date and time */
  date: string;
  time: string;
  /**
   * the exact start (epoch ms) when the request named an instant: a wall time shown twice (the
   * hour repeated when the clocks go back) is otherwise its second occurrence
   */
  start?: number;
  customer: BookingCustomer;
  notes: string;
  source: AppointmentSource;
  /** who booked it, for its history: a member of the shop; absent: the customer, online */
  bookedBy?: ActorStamp;
  /** the owner's walk-in (POST …/walk-ins): marked on the booking, which gets no confirmation or reminder */
  walkIn?: boolean;
  now?: number;
  /** online bookings: how many scheduled bookings ahead one customer may hold at the shop */
  maxUpcoming?: number;
  /**
   * Limits on bookings made (the shop's online allowance): read and checked inside the booking's
   * transaction, answered after every other refusal; the write it returns counts this booking,
   * so it is counted only if the booking is.
   */
  limits?: (tx: Transaction) => Promise<() => void>;
  /** the shop, when the caller has loaded it already (it is not read twice) */
  shop?: Barbershop;
  /**
   * A check the caller started (the shop may take bookings): its refusal comes before any other,
   * while the booking's reads (and its transaction's reads) run alongside it; nothing is
   * written before it passed.
   */
  gate?: Promise<void>;
  /** a refusal known before the transaction starts (a client already over its limit): no lock is taken */
  beforeTransaction?: Promise<void>;
  /** the reads before the transaction, when the caller started them with the shop's (startBookingReads) */
  reads?: BookingReads;
  /**
   * online bookings while the shop takes money (bookOnline, the policy accepted): the booking
   * becomes a hold when the customer owes a deposit, a prepayment or a card (services/payments/holds)
   */
  payment?: PlanPayment;
  /** online bookings: the customer ticked "Email me about offers…" (an unticked box withdraws nothing) */
  marketingConsent?: boolean;
  /**
   * a claimed waitlist offer (docs/waitlist.md "Claim"): the offer's barber and time, its own
   * held interval dropped before the overlap check, the booking's id the offer's, and the offer
   * and entry marked in the same transaction
   */
  claim?: WaitlistClaim;
  /** online bookings: texts and/or emails about it, as the customer chose (issue 38); absent: email only */
  reminderChannels?: ReminderChannels;
  /** online bookings from Reserve with Google: its token, kept on the booking (services/rwg reports it) */
  rwgToken?: string;
}

/** What a booking reads before its transaction: started together, they are one round trip. */
export interface BookingReads {
  services: Promise<Service[]>;
  barbers: Promise<Barber[]>;
  /** the customer matched by phone (or the id a new one gets); null: the booking has no phone */
  customerId: Promise<string | null>;
  /**
   * the upcoming bookings the customer's holds list, for the transaction's first read (a hint:
   * the cap is decided on the holds as the transaction reads them)
   */
  heldBookings: Promise<DocumentReference[]>;
}

/** Starts a booking's reads that need only the shop's id; each refusal is answered when awaited. */
export function startBookingReads(
  shopId: string,
  req: Pick<BookingRequest, 'serviceId' | 'serviceIds' | 'maxUpcoming'>,
  customer: BookingCustomer,
  now: number,
): BookingReads {
  const reads: BookingReads = {
    services: loadActiveServices(shopId, requestedServiceIds(req.serviceId, req.serviceIds)),
    barbers: loadActiveBarbers(shopId),
    customerId: 'phone' in customer ? findCustomerIdByPhone(shopId, customer.phone) : Promise.resolve(null),
    heldBookings:
      req.maxUpcoming !== undefined && 'phone' in customer
        ? heldBookingRefs(shopId, customer, now).catch(() => [])
        : Promise.resolve([]),
  };
  for (const read of Object.values(reads) as Promise<unknown>[]) read.catch(() => undefined); // awaited in order later
  return reads;
}

/** The customer of a request with the phone as it is stored (400 when it cannot be). */
export function storedCustomer(customer: BookingCustomer): BookingCustomer {
  return 'phone' in customer ? { ...customer, phone: storedPhone(customer.phone, 'customerPhone') } : customer;
}

const BAD_WHEN = 'appointmentDate must be a real date and time written YYYY-MM-DDTHH:mm, in the years 2000 to 2099';

/** The time a request asks for: shop-zone date and time, and the instant when it named one. */
export interface RequestedDateTime {
  date: string;
  time: string;
  start?: number;
}

/**
 * The shop-zone date and time of a request: `date` + `time`, or `appointmentDate` read strictly
 * by core's parseAppointmentDate (no zone: the dashboard's local shop time). An
 * `appointmentDate` with `Z` or an offset keeps its instant, so the first 01:30 (BST) of the
 * repeated hour when the clocks go back is booked as itself, not as the second (GMT) one.
 */
export function requestedDateTime(
  shop: Barbershop,
  input: { date?: string; time?: string; appointmentDate?: string },
): RequestedDateTime {
  if (input.date && input.time) return { date: input.date, time: input.time };
  const parsed = parseAppointmentDate(input.appointmentDate ?? '');
  if (!parsed) throw badRequest(BAD_WHEN, { appointmentDate: BAD_WHEN });
  if (parsed.kind === 'local') return { date: parsed.date, time: parsed.time };
  const zoned = instantToZoned(parsed.instant, shop.timezone);
  if (!isBookingDate(zoned.date)) throw badRequest(BAD_WHEN, { appointmentDate: BAD_WHEN });
  return { ...zoned, start: parsed.instant };
}

/**
 * Books an appointment: online (source 'online', customer details, matched by phone within the
 * shop or created) or by the owner (source 'owner', an existing customerId), of one or more
 * services done back to back. Price, duration and cleanup buffer always come from the services;
 * the barber is busy for the services' time plus their buffers. Inside one transaction it reads the barber-day busy projection
 * and the barber's time blocks, refuses an overlap with 409, and writes the appointment, the busy
 * interval and the customer together. Every booking gets a manage-link token: only its hash is
 * stored, the raw token is returned for the booker's answer. Throws HttpError 404/409/422.
 */
export async function createAppointment(req: Omit<BookingRequest, 'payment'>): Promise<BookedAppointment> {
  // without payment terms a booking is never held
  return (await bookOrHold(req)) as BookedAppointment;
}

/**
 * createAppointment, or with `payment`: the same checks and transaction, which writes a hold
 * (the time kept while the customer pays) instead of the appointment when the customer owes
 * something (docs/payments.md "Booking with payment").
 */
export async function bookOrHold(req: BookingRequest): Promise<BookedAppointment | HeldBooking> {
  const now = req.now ?? Date.now();
  // Refused before anything is read or written: the number the customer will be matched by.
  const customerInput = storedCustomer(req.customer);
  const shop = req.shop ?? (await loadShop(req.shopId));
  // Independent reads at once (the caller may have started them with the shop's).
  const reads = req.reads ?? startBookingReads(shop.id, req, customerInput, now);
  const gate = req.gate ?? Promise.resolve();
  const { visit, anyBarber, candidates, slot, start, end, matchedCustomerId, heldBookings } = await answeredAfter(
    gate,
    planBooking(req, shop, reads, now),
  );
  // Outside the transaction and alongside its reads: the candidates' time blocks (shopData).
  const blocks = loadBarberBlocks(
    shop.id,
    candidates.map((b) => b.id),
    req.date,
  );
  blocks.catch(() => undefined); // awaited in the transaction

  await req.beforeTransaction;
  const appointmentRef = req.claim ? appointments(shop.id).doc(req.claim.offer.id) : appointments(shop.id).doc();
  const claim = req.claim;
  // What the customer owes, and the intent when they owe something: before any lock is taken.
  const plan =
    req.payment && 'phone' in customerInput
      ? await req.payment({
          shop,
          holdId: appointmentRef.id,
          visit,
          customer: customerInput,
          customerId: matchedCustomerId,
          date: req.date,
          time: req.time,
          now,
        })
      : null;
  // The private manage link: only the token's hash is stored.
  const manage = newManageToken();
  try {
    const outcome = await db.runTransaction(
      async (tx) => {
        // Every read of the transaction at once, as one batch (batchedReads); their refusals are
        // then answered in the order they always were: the gate, the slot, then the customer's
        // cap, then the customer, then the limits.
        const reading = batchedReads(tx, heldBookings);
        const [offerRead, daysRead, holdRead, customerRead, limitsRead] = await Promise.allSettled([
          claim
            ? Promise.all([
                reading.get(waitlistOffers(shop.id).doc(claim.offer.id)),
                reading.get(waitlist(shop.id).doc(claim.entry.id)),
              ])
            : null,
          loadCandidateDays(shop.id, candidates, req.date, reading, blocks),
          req.maxUpcoming !== undefined && 'phone' in customerInput
            ? checkUpcomingCap(reading, shop.id, customerInput, req.maxUpcoming, now)
            : null,
          resolveCustomer(reading, shop.id, customerInput, matchedCustomerId, req.marketingConsent === true),
          req.limits?.(reading) ?? null,
        ]);
        await gate;
        // a claim is refused first when its offer is gone: the hold's expiry is this transaction's to check
        if (claim) {
          const [offerSnap, entrySnap] = settledValue(offerRead) ?? [];
          refuseDeadOffer(offerSnap?.data(), Date.now());
          refuseGoneEntry(entrySnap?.data(), claim.offer.id);
        }
        // a barber removed since `candidates` was read is not booked (and the removal, which
        // wrote their document, waited for this transaction or made it retry)
        const taking = stillTakingBookings(settledValue(daysRead), anyBarber);
        // the claim's own hold is the time it books, not a clash
        const days = claim
          ? taking.days.map((d) => ({ ...d, intervals: removeInterval(d.intervals, claim.offer.id) }))
          : taking.days;
        const index = chooseBarber(slot, taking.candidates, days, anyBarber);
        const barber = taking.candidates[index]!;
        const barberId = barber.id;
        const day = days[index]!;

        const holdBooking = settledValue(holdRead);
        const customer = settledValue(customerRead);
        const countBooking = settledValue(limitsRead);
        const appointment: Appointment = {
          id: appointmentRef.id,
          shopId: shop.id,
          barberId,
          serviceId: visit.services[0]!.serviceId,
          customerId: customer.customerId,
          start,
          end,
          date: req.date,
          time: req.time,
          durationMin: visit.durationMin,
          pricePence: visit.pricePence,
          services: visit.services,
          bufferMin: visit.bufferMin,
          status: 'scheduled',
          customerName: customer.data.name,
          customerPhone: customer.data.phone,
          customerEmail: customer.data.email,
          serviceName: visit.serviceName,
          barberName: barber.name,
          notes: req.notes,
          source: req.source,
          createdAt: new Date(now),
          reminderSentAt: null,
          thankYouSentAt: null,
          manageTokenHashes: [manage.hash],
          manageUntil: manageUntilFor(start, manageCutoffHoursOf(shop)),
          sequence: 0,
          ...(req.walkIn ? { walkIn: true } : {}),
          // who booked it (issue 35); a hold carries it to the appointment it becomes
          history: [{ action: 'booked', at: new Date(now), by: req.bookedBy ?? CUSTOMER_STAMP }],
          ...(claim ? { waitlistEntryId: claim.entry.id } : {}),
          ...(req.rwgToken ? { rwgToken: req.rwgToken } : {}),
          ...(req.reminderChannels ? { reminderChannels: req.reminderChannels } : {}),
        };
        const interval: BusyInterval = { start: start.getTime(), end: busyEndOf(appointment), appointmentId: appointmentRef.id };
        let held: HeldBooking | null = null;
        if (plan?.hold) {
          // The time is kept, not booked: the hold becomes this appointment once the customer paid.
          const writtenAt = Date.now();
          const expiresAt = new Date(writtenAt + plan.hold.minutes * 60_000);
          const hold = plan.hold.holdOf(appointment, customer.write?.data ?? null, expiresAt, new Date(writtenAt));
          addToDay(
            tx,
            day,
            { shopId: shop.id, barberId, date: req.date },
            { ...interval, heldUntil: hold.expiresAt.getTime() },
            writtenAt,
          );
          tx.set(holds().doc(hold.id), hold);
          // the tick is the customer's, whether or not they go on to pay
          if (customer.consent) tx.update(customer.consent.ref, { marketing: customer.consent.marketing });
          held = { hold, clientSecret: plan.hold.clientSecret };
          // the offer is taken (the expiry job leaves it); the entry is booked when the hold completes
          if (claim) markOfferClaimed(tx, claim, appointmentRef.id, writtenAt, false);
        } else {
          if (plan) {
            appointment.policyAcceptance = plan.acceptance;
            appointment.paymentDecision = plan.decision;
          }
          addToDay(tx, day, { shopId: shop.id, barberId, date: req.date }, interval, now);
          if (customer.write) tx.set(customer.write.ref, customer.write.data);
          if (customer.consent) tx.update(customer.consent.ref, { marketing: customer.consent.marketing });
          tx.set(appointmentRef, appointment);
          if (claim) markOfferClaimed(tx, claim, appointmentRef.id, now, true);
        }
        holdBooking?.({ appointmentId: appointmentRef.id, start: start.getTime() });
        countBooking?.();
        return held ?? appointment;
      },
      { maxAttempts: 25 },
    );
    return 'hold' in outcome ? outcome : { appointment: outcome, manageToken: manage.token };
  } catch (err) {
    // refused (the time was just taken): the intent can never be paid (its secret was never answered)
    await plan?.hold?.cancel();
    throw contentionRefusal(err);
  }
}

/**
 * The checks before the transaction, on its reads: the services and barbers as stored (time,
 * price and buffer come from the services, whatever the client sent), and the refusals that read
 * no other booking (hours, past, lead time, grid, horizon), made before any lock is taken.
 */
async function planBooking(req: BookingRequest, shop: Barbershop, reads: BookingReads, now: number) {
  const [services, activeBarbers, matchedCustomerId, heldBookings] = await Promise.all([
    reads.services,
    reads.barbers,
    reads.customerId,
    reads.heldBookings,
  ]);
  const visit = visitOf(services);
  const anyBarber = req.barberId === null;
  const candidates = candidateBarbers(activeBarbers, req.barberId, services);
  const slot: RequestedSlot = {
    shop,
    date: req.date,
    time: req.time,
    start: req.start,
    durationMin: visit.durationMin,
    bufferMin: visit.bufferMin,
    source: req.source,
    now,
    ...(req.claim ? { leadTimeMin: 0 } : {}),
  };
  const { start, end } = checkRequestedTime(slot);
  refuseStaticReasons(slot, candidates, anyBarber);
  return { visit, anyBarber, candidates, slot, start, end, matchedCustomerId, heldBookings };
}

/** The value of a settled promise, or its error thrown. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The customer a booking belongs to. Matching by phone happens before the transaction (a query
 * inside it would lock the shop's whole customer list and serialize every booking); inside, only
 * the matched document is read. A new customer gets an id derived from the E.164 phone, so two
 * first bookings by one number at once (however each was typed) converge on one record.
 */
export async function findCustomerIdByPhone(shopId: string, phone: string): Promise<string> {
  const e164 = storedPhone(phone, 'customerPhone');
  const match = await customers(shopId).where('phone', '==', e164).limit(1).get();
  return match.docs[0]?.id ?? customerIdForPhone(e164);
}

async function resolveCustomer(
  tx: Transaction,
  shopId: string,
  input: BookingCustomer,
  matchedId: string | null,
  consents: boolean,
): Promise<ResolvedCustomer> {
  if ('walkIn' in input) return { customerId: '', data: { ...input.walkIn, phone: '' }, write: null, consent: null };
  if ('customerId' in input) {
    const ref = customers(shopId).doc(input.customerId);
    const data = (await tx.get(ref)).data();
    if (!data) throw notFound('Customer not found');
    return { customerId: ref.id, data, write: null, consent: null };
  }
  const phone = storedPhone(input.phone, 'customerPhone');
  const ref = customers(shopId).doc(matchedId!);
  const existing = (await tx.get(ref)).data();
  // an existing record's consent is theirs to give only from the address on it
  const speaks = consents && (!existing || sameEmail(input.email, existing.email));
  const marketing = speaks ? consentGiven(existing?.marketing, 'booking', Date.now()) : null;
  // A returning customer keeps their record; this booking carries the details typed now.
  if (existing)
    return {
      customerId: ref.id,
      data: { name: input.name, email: input.email, phone },
      write: null,
      consent: marketing ? { ref, marketing } : null,
    };
  const data: Customer = {
    id: ref.id,
    shopId,
    name: input.name,
    phone,
    email: input.email,
    notes: '',
    createdAt: new Date(),
    ...(marketing ? { marketing } : {}),
  };
  return { customerId: ref.id, data, write: { ref, data }, consent: null };
}

/**
 * In the claim's transaction: the offer is taken by the booking (or the hold) whose id is its
 * own; the entry is booked with it, or (a payment hold) when the hold completes.
 */
function markOfferClaimed(tx: Transaction, claim: WaitlistClaim, appointmentId: string, now: number, booked: boolean): void {
  tx.update(waitlistOffers(claim.offer.shopId).doc(claim.offer.id), {
    state: 'claimed',
    appointmentId,
    updatedAt: new Date(now),
  });
  if (booked)
    tx.update(waitlist(claim.offer.shopId).doc(claim.entry.id), {
      state: 'booked',
      appointmentId,
      offerId: null,
      updatedAt: new Date(now),
    });
}
