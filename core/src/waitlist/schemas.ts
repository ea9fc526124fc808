import * as yup from 'yup';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { docId, phoneNumber, strictBoolean, tableText, timeOfDay } from '../validation/fields';
import { bookingDate, emailAddress } from '../validation/builders';
import { firstServiceTest, serviceIdsField } from '../booking/visitFields';
import { WAITLIST_HOLD_MINUTES, WAITLIST_MAX_PREFERENCES } from './constants';

const B = FIELD_LIMITS.booking;
const PREFERENCES_MESSAGE = `preferences must be a list of 1 to ${WAITLIST_MAX_PREFERENCES} windows`;
export const WINDOW_ORDER_MESSAGE = 'The end of a time window must be after its start';

const preferenceSchema = yup
  .object({
    date: bookingDate('date').required('date is required'),
    from: timeOfDay('from').required('from is required'),
    to: timeOfDay('to').required('to is required'),
  })
  .noUnknown()
  .strict()
  .test('order', WINDOW_ORDER_MESSAGE, (v) => !v.from || !v.to || v.from < v.to);

/** POST /api/waitlist: a customer joins the shop's waitlist. */
export const joinWaitlistSchema = yup
  .object({
    barbershopId: docId('barbershopId').required('barbershopId is required'),
    serviceId: docId('serviceId').required('serviceId is required'),
    serviceIds: serviceIdsField(),
    // '', null or 'any' mean Any Available Stylist
    barberId: docId('barberId').nullable().default(null),
    preferences: yup
      .array(preferenceSchema)
      .strict()
      .typeError(PREFERENCES_MESSAGE)
      .min(1, PREFERENCES_MESSAGE)
      .max(WAITLIST_MAX_PREFERENCES, PREFERENCES_MESSAGE)
      .required(PREFERENCES_MESSAGE),
    customerName: tableText('booking', 'customerName', 'Full name').required('Full name is required'),
    customerPhone: phoneNumber('Phone number').required('Phone number is required'),
    customerEmail: emailAddress('Email address', B.customerEmail.max).required('Email address is required'),
    marketingConsent: strictBoolean('marketingConsent').default(false),
    // offers by text as well as email (issue 38); needs a shop that sends texts
    textOffers: strictBoolean('textOffers').optional(),
  })
  .test(firstServiceTest);

/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type JoinWaitlistInput = yup.InferType<typeof joinWaitlistSchema>;

/** The private links' proof: `{token}` (lookup, leave, claim). */
export const waitlistTokenSchema = yup.object({
  token: yup.string().strict().typeError('token must be text').max(200, 'token is too long').required('token is required'),
});

/** POST /api/waitlist/{entryId}/offers: the shop offers a time by hand ("Offer this time"). */
export const manualOfferSchema = yup.object({
  barberId: docId('barberId').required('barberId is required'),
  date: bookingDate('date').required('date is required'),
  time: timeOfDay('time').required('time is required'),
});

export type ManualOfferInput = yup.InferType<typeof manualOfferSchema>;

/** `waitlist` of PATCH /api/barbershops/{id}: the shop's waitlist settings. */
export const waitlistSettingsSchema = yup
  .object({
    enabled: strictBoolean('waitlist.enabled').required('waitlist.enabled is required'),
    order: yup
      .string()
      .strict()
      .oneOf(['firstCome', 'regularsFirst'] as const, 'waitlist.order must be firstCome or regularsFirst')
      .required('waitlist.order is required'),
    holdMinutes: yup
      .number()
      .strict()
      .typeError('waitlist.holdMinutes must be a number')
      .integer('waitlist.holdMinutes must be a whole number')
      .min(WAITLIST_HOLD_MINUTES.min, `Hold an offer for ${WAITLIST_HOLD_MINUTES.min} to ${WAITLIST_HOLD_MINUTES.max} minutes`)
      .max(WAITLIST_HOLD_MINUTES.max, `Hold an offer for ${WAITLIST_HOLD_MINUTES.min} to ${WAITLIST_HOLD_MINUTES.max} minutes`)
      .required('waitlist.holdMinutes is required'),
  })
  .noUnknown('waitlist has an unknown field')
  .strict();

/** POST /api/unsubscribe: the link in a shop's marketing email. */
export const unsubscribeSchema = yup.object({
  shopId: docId('shopId').required('shopId is required'),
  key: yup.string().strict().typeError('key must be text').max(200, 'key is too long').required('key is required'),
});
