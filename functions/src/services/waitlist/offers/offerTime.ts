import type { WaitlistOffer } from '@barbershop/core/model';
import type { ManualOfferInput } from '@barbershop/core/waitlist';
import { zonedToInstant } from '@barbershop/core/time';
import { isDocId } from '@barbershop/core/validation';
import { allWaitlistEntries } from '../../../data/collections';
import { conflict, HttpError, notFound, unprocessable } from '../../../errors';
import { getShopSlots } from '../../booking/slots';
import { actorIn, NOT_A_MEMBER, stampOf } from '../../reads/members';
import { createOffer } from './createOffer';

const ENTRY_NOT_FOUND = 'Waitlist entry not found';
export const NOT_FREE_MESSAGE = "That time isn't free for this barber and these services.";

/**
 * POST /api/waitlist/{entryId}/offers: the shop offers a customer a time by hand ("Offer this
 * time"; schedule.write). The time must be free to the public for the entry's services with that
 * barber (409 otherwise, with the reason; a barber who does not do them: 422); then it is offered as the engine
 * offers one (held, emailed), stamped with who offered it. Another shop's member: 404, as an
 * unknown entry.
 */
export async function offerTime(uid: string, entryId: string, input: ManualOfferInput, now = Date.now()): Promise<WaitlistOffer> {
  if (!isDocId(entryId)) throw notFound(ENTRY_NOT_FOUND);
  const entry = (await allWaitlistEntries().where('id', '==', entryId).limit(1).get()).docs[0]?.data();
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const actor = await actorIn(uid, entry.shopId, 'schedule.write').catch((err: unknown) => {
    throw err instanceof HttpError && err.status === 403 && err.message === NOT_A_MEMBER ? notFound(ENTRY_NOT_FOUND) : err;
  });
  // the day as the public sees it; its own refusals (a service no longer offered, a read that
  // failed) reach the owner as they are, and a time that cannot be booked says why (closed, too far ahead)
  const day = await getShopSlots(actor.shop, input.date, entry.serviceIds[0]!, now, entry.serviceIds);
  const barber = day.barbers.find((b) => b.barberId === input.barberId);
  if (!barber)
    throw unprocessable("This barber doesn't do these services.", { barberId: "This barber doesn't do these services." });
  const slot = barber.slots.find((s) => s.time === input.time);
  if (!slot?.available) throw conflict(slot?.reason ? `${NOT_FREE_MESSAGE} ${slot.reason}.` : NOT_FREE_MESSAGE, 'slot_taken');
  const start = zonedToInstant(input.date, input.time, actor.shop.timezone).getTime();
  return createOffer(
    actor.shop,
    entry,
    { barberId: barber.barberId, date: input.date, time: input.time, start },
    {
      now,
      offeredBy: stampOf(actor),
    },
  );
}
