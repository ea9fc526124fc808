import type { Barbershop, WaitlistEntry, WaitlistOffer } from '@barbershop/core/model';
import type { WaitlistEntryDto, WaitlistEntryPublicDto, WaitlistOfferDto } from '@barbershop/core/waitlist';
import { DEFAULT_TIMEZONE } from '@barbershop/core/model';

interface Names {
  serviceName: string;
  barberName: string;
}

/** What the customer's private link shows: their windows, and the time held for them while there is one. */
export function toWaitlistEntryPublicDto(
  entry: WaitlistEntry,
  shop: Barbershop,
  names: Names,
  offer: WaitlistOffer | null,
): WaitlistEntryPublicDto {
  const live = entry.state === 'offered' && offer?.state === 'offered' && offer.id === entry.offerId ? offer : null;
  return {
    id: entry.id,
    shopId: shop.id,
    shopName: shop.name,
    shopSlug: shop.slug,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    serviceIds: entry.serviceIds,
    serviceName: names.serviceName,
    barberId: entry.barberId,
    barberName: names.barberName,
    preferences: entry.preferences,
    state: entry.state,
    offer: live
      ? {
          offerId: live.id,
          date: live.date,
          time: live.time,
          barberName: live.barberName,
          expiresAt: live.expiresAt.toISOString(),
        }
      : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** An offer as the shop sees it (no token hash). */
export function toWaitlistOfferDto(offer: WaitlistOffer): WaitlistOfferDto {
  return {
    id: offer.id,
    entryId: offer.entryId,
    barberId: offer.barberId,
    barberName: offer.barberName,
    date: offer.date,
    time: offer.time,
    expiresAt: offer.expiresAt.toISOString(),
    state: offer.state,
    offeredBy: offer.offeredBy ?? null,
    appointmentId: offer.appointmentId ?? null,
    createdAt: offer.createdAt.toISOString(),
  };
}

/** An entry on the shop's day list: `position` among those still waiting or offered, in the shop's order. */
export function toWaitlistEntryDto(
  entry: WaitlistEntry,
  position: number | null,
  names: Names,
  offers: readonly WaitlistOffer[],
): WaitlistEntryDto {
  return {
    id: entry.id,
    position,
    name: entry.name,
    phone: entry.phone,
    email: entry.email,
    serviceIds: entry.serviceIds,
    serviceName: names.serviceName,
    barberId: entry.barberId,
    barberName: names.barberName,
    preferences: entry.preferences,
    state: entry.state,
    regular: entry.regular,
    offersSent: entry.offersSent,
    offersExpired: entry.offersExpired,
    offers: offers.map(toWaitlistOfferDto),
    appointmentId: entry.appointmentId ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
