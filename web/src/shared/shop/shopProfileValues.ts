import type { BarbershopDto } from '@barbershop/core/api';
import { formatPhone } from '@barbershop/core/phone';

/** A shop's profile as its forms edit it (onboarding's details step and Settings, Business). */
export function shopProfileValues(shop: BarbershopDto) {
  return {
    name: shop.name,
    address: shop.address,
    // shown as people write it; the API stores it in E.164 again
    phone: formatPhone(shop.phone),
    email: shop.email,
    description: shop.description,
    googleBusinessUrl: shop.googleBusinessUrl,
  };
}
