import type { BarbershopDto } from '@barbershop/core/api';
import { formatPhone } from '@barbershop/core/phone';
import { horizonDaysOf, manageCutoffHoursOf } from '@barbershop/core/booking';
import { DEFAULT_TIMEZONE, type Barbershop } from '@barbershop/core/model';
import { ratingBadge } from '@barbershop/core/reviews';
import { shopContactOf } from '@barbershop/core/shop';
import { waitlistSettingsOf } from '@barbershop/core/waitlist';
import { toPaymentPolicyDto } from './paymentPolicy';

/** `serviceNames`: the shop's active services' names, for the home cards. */
export function toBarbershopDto(
  shop: Barbershop,
  serviceNames: string[] = [],
  options: { withOwner?: boolean } = {},
): BarbershopDto {
  return {
    id: shop.id,
    ...(options.withOwner ? { ownerId: shop.ownerId } : {}),
    name: shop.name,
    slug: shop.slug,
    description: shop.description ?? '',
    ...shopContactOf(shop),
    phoneDisplay: shop.phone ? formatPhone(shop.phone) : '',
    heroImages: shop.heroImages ?? [],
    logoImage: shop.logoImage ?? '',
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    businessHours: shop.businessHours ?? [],
    bookingHorizonDays: horizonDaysOf(shop),
    manageCutoffHours: manageCutoffHoursOf(shop),
    serviceNames,
    rating: ratingBadge(shop.reviewStats),
    paymentPolicy: toPaymentPolicyDto(shop.paymentPolicy),
    paymentsLive: shop.paymentsLive === true,
    waitlist: waitlistSettingsOf(shop),
    ...(shop.location ? { location: { ...shop.location } } : {}),
  };
}
