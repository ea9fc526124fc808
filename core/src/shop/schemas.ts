import * as yup from 'yup';
import { IMAGE_TYPES, SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from './limits';
import { MAX_PRICE_PENCE, priceInputToPence } from './price';
import { shopNameProblem } from './reservedSlugs';
import { bookingHorizonDaysField } from '../booking/horizon';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (label: string, max: number) => yup.string().trim().max(max, `${label} must be at most ${max} characters`);

const emailField = () => yup.string().trim().lowercase().max(254).email('Enter a valid email address');

const webAddress = (label: string) =>
  text(label, 500).test('url', `${label} must be a web address starting with http:// or https://`, (v) => !v || /^https?:\/\/\S+$/i.test(v));

/** An image reference: a stored file's URL, or (from settings, spec section 7) a small data URL. */
const imageRef = (label: string) =>
  yup
    .string()
    .trim()
    .max(60_000, `${label} is too large`)
    .test('image', `${label} must be an image URL or a JPG/PNG data URL`, (v) => {
      if (!v) return true;
      if (/^https?:\/\/\S+$/i.test(v)) return true;
      const type = /^data:([^;,]+);base64,/.exec(v)?.[1];
      return Boolean(type && IMAGE_TYPES.includes(type));
    });

const shopName = () =>
  text('Barbershop name', 100).test('slug', (value, ctx) => {
    if (!value) return true;
    const problem = shopNameProblem(value);
    if (problem === 'empty') return ctx.createError({ message: 'Barbershop name must contain letters or digits' });
    if (problem === 'reserved') return ctx.createError({ message: `"${value}" cannot be used as a barbershop name` });
    return true;
  });

const timezone = () =>
  yup.string().test('tz', 'Unknown time zone', (v) => {
    if (!v) return true;
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: v });
      return true;
    } catch {
      return false;
    }
  });

export const businessHoursEntrySchema = yup
  .object({
    dayOfWeek: yup.number().integer().min(0).max(6).required(),
    startTime: yup.string().required().matches(TIME, 'Times must be HH:mm'),
    endTime: yup.string().required().matches(TIME, 'Times must be HH:mm'),
    isActive: yup.boolean().required(),
  })
  .test('order', 'Closing time must be after opening time', (e) => !e || !e.isActive || e.startTime < e.endTime);

export const businessHoursSchema = yup
  .array(businessHoursEntrySchema.required())
  .length(7, 'Business hours need one entry per day of the week')
  .test('days', 'Business hours need one entry per day of the week', (hours) => !hours || new Set(hours.map((h) => h.dayOfWeek)).size === 7);

const heroImages = () => yup.array(imageRef('Hero image').required()).max(10, 'At most 10 hero images');

/** POST /api/barbershops and PUT /api/barbershops/{id}: name and address required (spec section 5). */
export const shopProfileSchema = yup.object({
  name: shopName().required('Barbershop name is required'),
  address: text('Address', 200).required('Address is required'),
  phone: text('Phone', 40).default(''),
  email: emailField().default(''),
  description: text('Description', 2000).default(''),
  googleBusinessUrl: webAddress('Google Business URL').default(''),
  businessHours: businessHoursSchema.optional(),
  timezone: timezone().optional(),
  logoImage: imageRef('Logo').optional(),
  heroImages: heroImages().optional(),
});
export type ShopProfileInput = yup.InferType<typeof shopProfileSchema>;

/** PATCH /api/barbershops/{id}: any subset of the profile; name and address stay non-empty. */
export const shopPatchSchema = yup.object({
  name: shopName().min(1, 'Barbershop name is required').optional(),
  address: text('Address', 200).min(1, 'Address is required').optional(),
  phone: text('Phone', 40).optional(),
  email: emailField().optional(),
  description: text('Description', 2000).optional(),
  googleBusinessUrl: webAddress('Google Business URL').optional(),
  businessHours: businessHoursSchema.optional(),
  timezone: timezone().optional(),
  logoImage: imageRef('Logo').optional(),
  heroImages: heroImages().optional(),
  bookingHorizonDays: bookingHorizonDaysField().optional(),
});
export type ShopPatchInput = yup.InferType<typeof shopPatchSchema>;

/** POST /api/barbershops/{id}/barbers; onboarding also sends `photo`. */
export const barberSchema = yup.object({
  name: text('Name', 80).required('Barber name is required'),
  specialty: text('Specialty', 80).default(''),
  bio: text('Bio', 1000).default(''),
  photo: imageRef('Photo').optional(),
  photoUrl: imageRef('Photo').optional(),
  isActive: yup.boolean().default(true),
});
export type BarberInput = yup.InferType<typeof barberSchema>;

/** PATCH /api/barbers/{id}. */
export const barberPatchSchema = yup.object({
  name: text('Name', 80).min(1, 'Barber name is required').optional(),
  specialty: text('Specialty', 80).optional(),
  bio: text('Bio', 1000).optional(),
  photoUrl: imageRef('Photo').optional(),
  isActive: yup.boolean().optional(),
});
export type BarberPatchInput = yup.InferType<typeof barberPatchSchema>;

/** POST /api/barbershops/{id}/services: `duration` in minutes, `price` in pounds (number or decimal string). */
export const serviceSchema = yup.object({
  name: text('Service name', 80).required('Service name is required'),
  description: text('Description', 500).default(''),
  duration: yup
    .number()
    .typeError('Duration must be a number of minutes')
    .required('Duration is required')
    .integer('Duration must be whole minutes')
    .min(SERVICE_DURATION_MIN, `Duration must be between ${SERVICE_DURATION_MIN} and ${SERVICE_DURATION_MAX} minutes`)
    .max(SERVICE_DURATION_MAX, `Duration must be between ${SERVICE_DURATION_MIN} and ${SERVICE_DURATION_MAX} minutes`),
  price: yup
    .mixed<number | string>()
    .required('Price is required')
    .test('pounds', 'Price must be an amount in pounds, e.g. 35 or 35.50', (v) => v === undefined || priceInputToPence(v) !== null)
    .test('max', `Price must be at most £${MAX_PRICE_PENCE / 100}`, (v) => {
      const pence = priceInputToPence(v);
      return pence === null || pence <= MAX_PRICE_PENCE;
    }),
  isActive: yup.boolean().default(true),
});
export type ServiceInput = yup.InferType<typeof serviceSchema>;
