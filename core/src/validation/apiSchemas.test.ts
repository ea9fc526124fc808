import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { changePasswordSchema, loginSchema, registerSchema } from '../account/registration';
import { completeSubscriptionSchema, createSubscriptionSchema, seatPriceSchema, seatUpdateSchema } from '../billing/plan';
import { createAppointmentSchema, bookingFormSchema } from '../booking/schemas';
import { blockTimeSchema } from '../calendar/blockSchema';
import { newCustomerSchema, ownerBookingSchema } from '../calendar/ownerSchemas';
import { barberPatchSchema, barberSchema, serviceSchema, shopPatchSchema, shopProfileSchema } from '../shop/schemas';
import { shopSlotsQuerySchema } from '../booking/queries';
import { barberSlotsQuerySchema, dateRangeQuerySchema } from '../calendar/queries';
import { reviewsQuerySchema } from '../reviews/queries';
import { shopListQuerySchema } from '../shop/queries';
import { reportQuerySchema } from '../reports/query';
import { validateInput } from './inputKeys';

// Every schema an /api route validates with, and a valid input for it.
const SCHEMAS: [string, AnyObjectSchema, Record<string, unknown>][] = [
  [
    'createAppointment',
    createAppointmentSchema,
    {
      barbershopId: 's1',
      serviceId: 'v1',
      barberId: 'b1',
      date: '2026-12-01',
      time: '10:00',
      customerName: 'Ada',
      customerPhone: '07700 900123',
      customerEmail: 'ada@example.com',
      notes: '',
    },
  ],
  [
    'ownerBooking',
    ownerBookingSchema,
    { customerId: 'c1', serviceId: 'v1', barberId: 'b1', appointmentDate: '2026-12-01T10:15:00', notes: '', status: 'scheduled' },
  ],
  ['newCustomer', newCustomerSchema, { name: 'Ada', phone: '07700 900123', email: 'ada@example.com', notes: '' }],
  [
    'blockTime',
    blockTimeSchema(null),
    {
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      isAllDay: false,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'lunch',
      notes: '',
    },
  ],
  [
    'shopProfile',
    shopProfileSchema,
    {
      name: 'Fresh Fades',
      address: '1 High St',
      phone: '020 7946 0000',
      email: 'a@b.example',
      description: '',
      googleBusinessUrl: 'https://g.example/x',
      timezone: 'Europe/London',
      logoImage: '',
    },
  ],
  ['shopPatch', shopPatchSchema, { name: 'Fresh Fades', phone: '020 7946 0000' }],
  ['barber', barberSchema, { name: 'Sam', specialty: 'Fades', bio: '', isActive: true }],
  ['barberPatch', barberPatchSchema, { name: 'Sam', isActive: false }],
  ['service', serviceSchema, { name: 'Cut', description: '', duration: 30, price: '20.00', isActive: true }],
  ['register', registerSchema, { businessName: 'Fresh Fades', email: 'a@b.example', password: 'secret-pass' }],
  ['login', loginSchema, { username: 'freshfades', password: 'secret-pass' }],
  ['changePassword', changePasswordSchema, { currentPassword: 'secret-pass', newPassword: 'secret-pass-2' }],
  ['createSubscription', createSubscriptionSchema, { email: 'a@b.example', businessName: 'Fresh Fades' }],
  ['completeSubscription', completeSubscriptionSchema, { paymentIntentId: 'pi_123' }],
  ['seatPrice', seatPriceSchema, { newSeatsTotal: 5 }],
  ['seatUpdate', seatUpdateSchema, { seatsTotal: 5 }],
  ['shopListQuery', shopListQuerySchema, { slug: 'fresh-fades' }],
  ['shopSlotsQuery', shopSlotsQuerySchema, { serviceId: 'v1', date: '2026-12-01' }],
  ['reviewsQuery', reviewsQuerySchema, { limit: '10' }],
  ['barberSlotsQuery', barberSlotsQuerySchema, { date: '2026-12-01', duration: '30' }],
  ['dateRangeQuery', dateRangeQuerySchema, { startDate: '2026-12-01', endDate: '2026-12-31' }],
  ['reportQuery', reportQuerySchema, { from: '2026-12-01', to: '2026-12-31', by: 'week' }],
  ['bookingForm', bookingFormSchema, { name: 'Ada', phone: '07700 900123', email: 'ada@example.com', notes: '', terms: true }],
];

const MARKER = 'ZZECHOZZ';
const BAD_VALUES: unknown[] = [
  [MARKER],
  { a: MARKER },
  12345,
  true,
  null,
  `${MARKER}\uD800`,
  `${MARKER}\u0000`,
  MARKER.repeat(20_000),
  '__name__',
  Number.NaN,
  -1e308,
];

async function outcome(schema: AnyObjectSchema, input: unknown): Promise<'ok' | ValidationError> {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return 'ok';
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
}

describe('every API schema', () => {
  it.each(SCHEMAS)('%s accepts its valid input', async (_name, schema, valid) => {
    expect(await outcome(schema, valid)).toBe('ok');
  });

  it.each(SCHEMAS)(
    '%s answers any bad field value with a ValidationError that does not echo it',
    async (_name, schema, valid) => {
      for (const field of Object.keys(valid)) {
        for (const bad of BAD_VALUES) {
          const result = await outcome(schema, { ...valid, [field]: bad });
          if (result === 'ok') continue; // e.g. null for an optional id, 12345 for a number field
          for (const message of result.errors) {
            expect(message, `${field}`).not.toContain(MARKER);
            expect(message.length).toBeLessThan(200);
          }
        }
      }
    },
  );

  it.each(SCHEMAS)(
    '%s refuses arrays and objects in each text field, and strings in number fields',
    async (_name, schema, valid) => {
      for (const [field, good] of Object.entries(valid)) {
        if (typeof good === 'string') {
          expect(await outcome(schema, { ...valid, [field]: ['x'] }), field).toBeInstanceOf(ValidationError);
          expect(await outcome(schema, { ...valid, [field]: { x: 1 } }), field).toBeInstanceOf(ValidationError);
        }
        if (typeof good === 'number')
          expect(await outcome(schema, { ...valid, [field]: String(good) }), field).toBeInstanceOf(ValidationError);
        if (typeof good === 'boolean')
          expect(await outcome(schema, { ...valid, [field]: String(good) }), field).toBeInstanceOf(ValidationError);
      }
    },
  );
});

describe('every API schema through validateInput', () => {
  it.each(SCHEMAS)('%s refuses each inherited member name as a key with a ValidationError', async (_name, schema, valid) => {
    for (const key of Object.getOwnPropertyNames(Object.prototype)) {
      // an own key, as JSON.parse makes it (even `__proto__`)
      const input = { ...valid };
      Object.defineProperty(input, key, { value: 'x', enumerable: true, configurable: true, writable: true });
      await expect(validateInput(schema, input), key).rejects.toBeInstanceOf(ValidationError);
    }
    await expect(validateInput(schema, valid)).resolves.toBeDefined();
  });
});

describe('what was seen', () => {
  const booking = SCHEMAS[0]![2];
  it('refuses impossible and far dates in bookings', async () => {
    for (const appointmentDate of [
      '2026-11-31T10:00',
      '2027-02-30T10:00',
      '+275760-09-13T00:00:00Z',
      '2100-01-04T10:00',
      '9999-01-04T10:00',
    ]) {
      const { date: _d, time: _t, ...rest } = booking;
      expect(await outcome(createAppointmentSchema, { ...rest, appointmentDate }), appointmentDate).toBeInstanceOf(
        ValidationError,
      );
    }
    expect(await outcome(createAppointmentSchema, { ...booking, date: '2027-02-30' })).toBeInstanceOf(ValidationError);
    expect(await outcome(createAppointmentSchema, { ...booking, date: '2100-01-04' })).toBeInstanceOf(ValidationError);
  });

  it('refuses reserved Firestore ids and lone surrogates', async () => {
    expect(await outcome(createAppointmentSchema, { ...booking, barbershopId: '__name__' })).toBeInstanceOf(ValidationError);
    expect(await outcome(createAppointmentSchema, { ...booking, customerName: 'Ada \uDC00' })).toBeInstanceOf(ValidationError);
  });

  it('answers phones in E.164 and refuses ones that are not numbers', async () => {
    await expect(createAppointmentSchema.validate({ ...booking, customerPhone: '07700 900123' })).resolves.toMatchObject({
      customerPhone: '+447700900123',
    });
    await expect(createAppointmentSchema.validate({ ...booking, customerPhone: '-----' })).rejects.toThrow(
      'Enter a valid phone number',
    );
    await expect(bookingFormSchema.validate({ ...SCHEMAS.at(-1)![2], phone: '12' })).rejects.toThrow(
      'Enter a valid phone number',
    );
  });

  it('refuses a business name with no letters or digits at create-subscription and register', async () => {
    await expect(createSubscriptionSchema.validate({ email: 'a@b.example', businessName: '!!! ---' })).rejects.toThrow(
      'Business name must contain letters or digits',
    );
    await expect(registerSchema.validate({ email: 'a@b.example', businessName: '***', password: 'secret-pass' })).rejects.toThrow(
      'Business name must contain letters or digits',
    );
  });

  it('does not coerce numbers, except the price the contract takes as a decimal string', async () => {
    await expect(serviceSchema.validate({ name: 'Cut', duration: '30', price: 20 })).rejects.toThrow(
      'Duration must be a number of minutes',
    );
    await expect(serviceSchema.validate({ name: 'Cut', duration: 30, price: '20.50' })).resolves.toMatchObject({
      price: '20.50',
    });
    await expect(seatUpdateSchema.validate({ seatsTotal: '5' })).rejects.toThrow('seatsTotal must be a number');
    await expect(barberSchema.validate({ name: 'Sam', isActive: 'true' })).rejects.toThrow('isActive must be true or false');
    await expect(barberSchema.validate({ name: 'Sam' })).resolves.toMatchObject({ isActive: true });
  });

  it('never echoes a reserved shop name', async () => {
    await expect(shopProfileSchema.validate({ name: 'Dashboard', address: '1 High St' })).rejects.toThrow(
      'That name cannot be used as a barbershop name',
    );
  });
});
