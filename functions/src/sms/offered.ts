import { DEFAULT_SHOP_SMS_SETTINGS, type Barbershop } from '@barbershop/core/model';
import { smsAvailable } from './params';

/** Whether a shop's customers may choose texts: the platform can send them and the shop has not turned them off. */
export const shopOffersTexts = (shop: Pick<Barbershop, 'sms'>): boolean =>
  smsAvailable() && (shop.sms ?? DEFAULT_SHOP_SMS_SETTINGS).enabled;

/** The 422 for texts asked of a shop that does not send them. */
export const NO_TEXTS = "This shop doesn't send text messages.";
