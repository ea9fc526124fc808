import type { Barbershop, WaitlistEntry } from '@barbershop/core/model';
import type { WaitlistEntryPublicDto } from '@barbershop/core/waitlist';
import { waitlistOffers } from '../../../data/collections';
import { toWaitlistEntryPublicDto } from '../../../dto/waitlistEntry';
import type { EntryNames } from './names';

/** The entry as its private link shows it, with the time held for it while there is one. */
export async function publicView(entry: WaitlistEntry, shop: Barbershop, names: EntryNames): Promise<WaitlistEntryPublicDto> {
  const offer =
    entry.state === 'offered' && entry.offerId ? (await waitlistOffers(shop.id).doc(entry.offerId).get()).data() : null;
  return toWaitlistEntryPublicDto(entry, shop, names, offer ?? null);
}
