import type { Barbershop } from '../model/types';

export interface ShopContact {
  address: string;
  phone: string;
  email: string;
  googleBusinessUrl: string;
}

/** The shop's contact details as pages and emails show them: a field never stored reads as ''. */
export function shopContactOf(shop: Partial<Pick<Barbershop, keyof ShopContact>>): ShopContact {
  return {
    address: shop.address ?? '',
    phone: shop.phone ?? '',
    email: shop.email ?? '',
    googleBusinessUrl: shop.googleBusinessUrl ?? '',
  };
}
