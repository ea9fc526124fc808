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

/** The shop as a booking's confirmation page and its emails name it. */
export function shopNameAndContactOf(shop: Pick<Barbershop, 'name'> & Partial<Pick<Barbershop, keyof ShopContact>>) {
  const contact = shopContactOf(shop);
  return { shopName: shop.name, shopAddress: contact.address, shopPhone: contact.phone, shopEmail: contact.email };
}
