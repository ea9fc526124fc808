import * as yup from 'yup';
import { isValidTime } from '../time/zone';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { docId, phoneNumber, strictBoolean, strictNumber, strictString, tableText } from '../validation/fields';
import { BUFFER_MIN_MAX } from '../booking/visit';
import { emailAddress, httpsUrl, imageRef } from '../validation/builders';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from './limits';
import { MAX_PRICE_PENCE, priceInputToPence } from './price';
import { shopNameProblem } from './reservedSlugs';
import { bookingHorizonDaysField } from '../booking/horizonField';
import { manageCutoffHoursField } from '../booking/manageField';
import { waitlistSettingsSchema } from '../waitlist/schemas';

const S = FIELD_LIMITS.shop;

const shopName = () =>
  tableText('shop', 'name', 'Barbershop name').test('slug', (value, ctx) => {
    if (!value) return true;
    const problem = shopNameProblem(value);
    if (problem === 'empty') return ctx.createError({ message: 'Barbershop name must contain letters or digits' });
    if (problem === 'reserved') return ctx.createError({ message: 'That name cannot be used as a barbershop name' });
    return true;
  });

/** Whether Intl knows the IANA time zone `name` (Europe/London). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timezone = () =>
  strictString('Time zone')
    .max(64, 'Unknown time zone')
    .test('tz', 'Unknown time zone', (v) => !v || isTimeZone(v));

const hoursTime = (label: string) =>
  yup
    .string()
    .strict()
    .typeError('Times must be HH:mm')
    .required(`${label} is required`)
    .test('time', 'Times must be HH:mm', (v) => !v || isValidTime(v));

export const businessHoursEntrySchema = yup
  .object({
    dayOfWeek: strictNumber('dayOfWeek')
      .required('dayOfWeek is required')
      .integer('dayOfWeek must be 0 to 6')
      .min(0, 'dayOfWeek must be 0 to 6')
      .max(6, 'dayOfWeek must be 0 to 6'),
    startTime: hoursTime('Opening time'),
    endTime: hoursTime('Closing time'),
    isActive: strictBoolean('isActive').required('isActive is required'),
  })
  .typeError('Each business hours entry must be an object')
  .test(
    'order',
    'Closing time must be after opening time',
    (e) => !e || !e.isActive || !e.startTime || !e.endTime || e.startTime < e.endTime,
  );

export const businessHoursSchema = yup
  .array(businessHoursEntrySchema.required())
  .typeError('Business hours need one entry per day of the week')
  .length(7, 'Business hours need one entry per day of the week')
  .test(
    'days',
    'Business hours need one entry per day of the week',
    (hours) => !hours || new Set(hours.map((h) => h.dayOfWeek)).size === 7,
  );

/** The most hero images a shop page shows (the API and the rules refuse more). */
export const MAX_HERO_IMAGES = 10;

const heroImages = () =>
  yup
    .array(imageRef('Hero image', S.logoImage.max).required('Hero image is required'))
    .typeError('Hero images must be a list')
    .max(MAX_HERO_IMAGES, `At most ${MAX_HERO_IMAGES} hero images`);

const shopFields = {
  phone: phoneNumber('Phone'),
  email: emailAddress('Email', S.email.max),
  description: tableText('shop', 'description', 'Description'),
  googleBusinessUrl: httpsUrl('Google Business URL', S.googleBusinessUrl.max),
  businessHours: businessHoursSchema.optional(),
  timezone: timezone().optional(),
  logoImage: imageRef('Logo', S.logoImage.max).optional(),
  heroImages: heroImages().optional(),
};

/** POST /api/barbershops and PUT /api/barbershops/{id}: name and address required. */
export const shopProfileSchema = yup.object({
  ...shopFields,
  name: shopName().required('Barbershop name is required'),
  address: tableText('shop', 'address', 'Address').required('Address is required'),
  phone: shopFields.phone.default(''),
  email: shopFields.email.default(''),
  description: shopFields.description.default(''),
  googleBusinessUrl: shopFields.googleBusinessUrl.default(''),
});
export type ShopProfileInput = yup.InferType<typeof shopProfileSchema>;

/** PATCH /api/barbershops/{id}: any subset of the profile; name and address stay non-empty. */
export const shopPatchSchema = yup.object({
  ...shopFields,
  name: shopName().optional(),
  address: tableText('shop', 'address', 'Address').optional(),
  phone: shopFields.phone.optional(),
  email: shopFields.email.optional(),
  description: shopFields.description.optional(),
  googleBusinessUrl: shopFields.googleBusinessUrl.optional(),
  bookingHorizonDays: bookingHorizonDaysField().optional(),
  manageCutoffHours: manageCutoffHoursField().optional(),
  // the whole of the waitlist's settings (issue 36), as the settings card saves them
  waitlist: waitlistSettingsSchema.optional().default(undefined),
});
export type ShopPatchInput = yup.InferType<typeof shopPatchSchema>;

const R = FIELD_LIMITS.barber;

/** POST /api/barbershops/{id}/barbers; onboarding also sends `photo`. */
export const barberSchema = yup.object({
  name: tableText('barber', 'name', 'Barber name').required('Barber name is required'),
  specialty: tableText('barber', 'specialty', 'Specialty').default(''),
  bio: tableText('barber', 'bio', 'Bio').default(''),
  photo: imageRef('Photo', R.photoUrl.max).optional(),
  photoUrl: imageRef('Photo', R.photoUrl.max).optional(),
  isActive: strictBoolean('isActive').default(true),
});
export type BarberInput = yup.InferType<typeof barberSchema>;

/** PATCH /api/barbers/{id}. */
export const barberPatchSchema = yup.object({
  name: tableText('barber', 'name', 'Barber name').optional(),
  specialty: tableText('barber', 'specialty', 'Specialty').optional(),
  bio: tableText('barber', 'bio', 'Bio').optional(),
  photoUrl: imageRef('Photo', R.photoUrl.max).optional(),
  isActive: strictBoolean('isActive').optional(),
});
export type BarberPatchInput = yup.InferType<typeof barberPatchSchema>;

/** The pence of a price as the API reads it (a number, or text of at most 20 characters), or null. */
const apiPricePence = (v: unknown) => (typeof v !== 'string' || v.length <= 20 ? priceInputToPence(v) : null);

const BUFFER_RANGE = `Buffer time must be between 0 and ${BUFFER_MIN_MAX} minutes`;
/** as the security rules allow */
export const MAX_BARBER_IDS = 50;

const durationRange = `Duration must be between ${SERVICE_DURATION_MIN} and ${SERVICE_DURATION_MAX} minutes`;

/**
 * POST /api/barbershops/{id}/services: `duration` in minutes (a JSON number), `price` in pounds
 * (a number or a decimal string such as "35.50": the spec's contract takes both).
 */
export const serviceSchema = yup.object({
  name: tableText('service', 'name', 'Service name').required('Service name is required'),
  description: tableText('service', 'description', 'Description').default(''),
  duration: strictNumber('Duration')
    .typeError('Duration must be a number of minutes')
    .required('Duration is required')
    .integer('Duration must be whole minutes')
    .min(SERVICE_DURATION_MIN, durationRange)
    .max(SERVICE_DURATION_MAX, durationRange),
  price: yup
    .mixed<number | string>()
    .required('Price is required')
    .test('pounds', 'Price must be an amount in pounds, e.g. 35 or 35.50', (v) => apiPricePence(v) !== null)
    // what is not a price is the pounds test's to answer
    .test('max', `Price must be at most £${MAX_PRICE_PENCE / 100}`, (v) => (apiPricePence(v) ?? 0) <= MAX_PRICE_PENCE),
  isActive: strictBoolean('isActive').default(true),
  bufferMin: strictNumber('Buffer time')
    .typeError('Buffer time must be a number of minutes')
    .integer('Buffer time must be whole minutes')
    .min(0, BUFFER_RANGE)
    .max(BUFFER_MIN_MAX, BUFFER_RANGE)
    .default(0),
  // null: every barber performs it
  barberIds: yup
    .array()
    .strict()
    .typeError('barberIds must be a list of barber ids, or null for every barber')
    .of(docId('barberIds').required())
    .max(MAX_BARBER_IDS, `barberIds can name at most ${MAX_BARBER_IDS} barbers`)
    .nullable()
    .optional(),
});
export type ServiceInput = yup.InferType<typeof serviceSchema>;
