import type { Barbershop, WaitlistOffer } from '@barbershop/core/model';
import type { WaitlistOfferPublicDto } from '@barbershop/core/waitlist';

/** What the offer link shows (POST /api/waitlist/offers/{id}/lookup): never the token's hash. */
export function toWaitlistOfferPublicDto(offer: WaitlistOffer, shop: Barbershop): WaitlistOfferPublicDto {
  return {
    offerId: offer.id,
    shopId: shop.id,
    shopName: shop.name,
    shopSlug: shop.slug,
    timezone: shop.timezone,
    serviceIds: offer.serviceIds,
    serviceName: offer.serviceName,
    barberId: offer.barberId,
    barberName: offer.barberName,
    date: offer.date,
    time: offer.time,
    start: offer.start.toISOString(),
    durationMin: offer.durationMin,
    pricePence: offer.pricePence,
    expiresAt: offer.expiresAt.toISOString(),
    state: offer.state,
  };
}
