// The entries' only calls into the offers (services/waitlist/offers): a live offer withdrawn when
// its customer leaves or is removed, and the times already free offered to a new entry. Neither
// undoes the change that asked for it: a failure is logged, and the next freed time, the expiry
// job or the triggers offer again.
import { offerFreedTimes, withdrawOffer } from '../offers';

/** The offer held for an entry that left the list: the time goes to the next customer, or back to the public. */
export async function withdrawLiveOffer(shopId: string, offerId: string | null): Promise<void> {
  if (!offerId) return;
  try {
    await withdrawOffer(shopId, offerId);
  } catch (err) {
    console.error(`Withdrawing waitlist offer ${offerId} of shop ${shopId} failed`, err);
  }
}

/** A new entry is offered a time already free in one of its windows at once. */
export async function offerFreeTimesTo(shopId: string, dates: string[], now: number): Promise<void> {
  try {
    await offerFreedTimes(shopId, dates, now);
  } catch (err) {
    console.error(`Offering free times of shop ${shopId} after a waitlist join failed`, err);
  }
}
