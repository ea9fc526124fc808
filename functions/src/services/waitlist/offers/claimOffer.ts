import type { CreateAppointmentInput } from '@barbershop/core/booking';
import { waitlist } from '../../../data/collections';
import { notFound } from '../../../errors';
import { bookOnline, type OnlineBookingChecks } from '../../booking/bookOnline';
import { refuseDeadOffer, type BookedAppointment, type HeldBooking } from '../../booking/createAppointment';
import { entryConsentStands } from '../entries/consentStands';
import { findOfferByLink, OFFER_LINK_MESSAGE } from './findOffer';
import { refusePendingPayment } from './pendingPayment';

/** What the claim's request carries besides the token: the payment policy accepted, when the shop asks for it. */
export interface ClaimInput {
  token: string;
  policyAccepted?: boolean;
  policyVersion?: number;
}

/**
 * "Book this time" from an offer link (docs/waitlist.md "Claim"): the normal online booking
 * (rate limits, the shop's payment policy, every slot check) of the offer's services with its
 * barber at its time, for the entry's customer; the booking's transaction reads the offer again
 * and refuses it claimed (409 offer_claimed; being paid for: 409 offer_payment_pending) or no
 * longer held (410 offer_expired), and books it
 * under the offer's id, so two claims make one booking. Reminders go as the entry chose offers
 * (`textOffers`), by email too. Answers as POST /api/appointments.
 */
export async function claimOffer(
  offerId: string,
  input: ClaimInput,
  checksFor: (shopId: string) => Omit<OnlineBookingChecks, 'claim'>,
): Promise<BookedAppointment | HeldBooking> {
  const offer = await findOfferByLink(offerId, input.token);
  const checks = checksFor(offer.shopId);
  await refusePendingPayment(offer, Date.now());
  refuseDeadOffer(offer, Date.now());
  const entry = (await waitlist(offer.shopId).doc(offer.entryId).get()).data();
  if (!entry) throw notFound(OFFER_LINK_MESSAGE);
  const booking: CreateAppointmentInput = {
    barbershopId: offer.shopId,
    serviceId: offer.serviceIds[0]!,
    serviceIds: offer.serviceIds,
    barberId: offer.barberId,
    // the exact instant: a start in the hour repeated when the clocks go back is the one offered
    appointmentDate: offer.start.toISOString(),
    customerName: entry.name,
    customerPhone: entry.phone,
    customerEmail: entry.email,
    notes: '',
    policyAccepted: input.policyAccepted,
    policyVersion: input.policyVersion,
    marketingConsent: await entryConsentStands(entry),
    // the choice made on joining: texts as the offer came, and emails as ever (bookOnline drops
    // texts the shop no longer sends rather than refusing the claim)
    reminderChannels: { sms: entry.textOffers === true, email: true },
  };
  return bookOnline(booking, { ...checks, claim: { offer, entry } });
}
