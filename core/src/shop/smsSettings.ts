// A shop's text settings (issue 38, docs/sms.md): read with defaults, and the PUT's body.
import * as yup from 'yup';
import { DEFAULT_SHOP_SMS_SETTINGS, type ShopSmsSettings } from '../model/sms';
import { strictBoolean } from '../validation/fields';

/** The shop's text settings, defaults filled in (a shop from before texts has none stored: texts on, one reminder). */
export const smsSettingsOf = (shop: { sms?: Partial<ShopSmsSettings> | null }): ShopSmsSettings => ({
  enabled: shop.sms?.enabled ?? DEFAULT_SHOP_SMS_SETTINGS.enabled,
  secondReminder: shop.sms?.secondReminder ?? DEFAULT_SHOP_SMS_SETTINGS.secondReminder,
});

/** PUT /api/barbershops/{id}/sms-settings: both switches, every time (the settings card saves them together). */
export const smsSettingsSchema = yup
  .object({
    enabled: strictBoolean('enabled').required('enabled is required'),
    secondReminder: strictBoolean('secondReminder').required('secondReminder is required'),
  })
  .noUnknown('The text settings have an unknown field')
  .strict();
export type SmsSettingsInput = yup.InferType<typeof smsSettingsSchema>;
