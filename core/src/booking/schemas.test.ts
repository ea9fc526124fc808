import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { bookingFormSchema, createAppointmentSchema, isAnyBarber } from './schemas';

/** What the API or the form answers: the validated value, or every field message at once. */
async function outcome(schema: AnyObjectSchema, input: unknown): Promise<unknown> {
  try {
    return await schema.validate(input, { abortEarly: false });
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

const valid = {
  barbershopId: 'shop1',
  serviceId: 'svc1',
  barberId: '',
  date: '2026-12-01',
  time: '10:00',
  customerName: 'Ada Lovelace',
  customerPhone: '07700 900123',
  customerEmail: 'ada@example.com',
};

describe('createAppointmentSchema', () => {
  it('accepts a complete booking and trims it', async () => {
    const out = await createAppointmentSchema.validate({ ...valid, customerName: '  Ada Lovelace ' });
    expect(out.customerName).toBe('Ada Lovelace');
    expect(out.notes).toBe('');
  });
  it('refuses missing details, bad emails and impossible dates', async () => {
    await expect(createAppointmentSchema.validate({ ...valid, customerName: '' })).rejects.toThrow('Full name is required');
    await expect(createAppointmentSchema.validate({ ...valid, customerEmail: 'nope' })).rejects.toThrow('valid email');
    await expect(createAppointmentSchema.validate({ ...valid, date: '2026-02-30' })).rejects.toThrow('real date');
    await expect(createAppointmentSchema.validate({ ...valid, time: '25:00' })).rejects.toThrow('HH:mm');
    await expect(createAppointmentSchema.validate({ ...valid, customerName: 'x'.repeat(101) })).rejects.toThrow('at most 100');
    await expect(createAppointmentSchema.validate({ ...valid, barbershopId: '../x' })).rejects.toThrow('not a valid id');
    await expect(createAppointmentSchema.validate({ ...valid, barbershopId: 42 })).rejects.toThrow('barbershopId must be text');
  });
  it('needs date and time or an appointmentDate', async () => {
    const { date: _d, time: _t, ...rest } = valid;
    await expect(createAppointmentSchema.validate(rest)).rejects.toThrow('Give date and time');
    await expect(
      createAppointmentSchema.validate({ ...rest, appointmentDate: '2026-12-01T10:00:00.000Z' }),
    ).resolves.toBeTruthy();
  });
});

describe('createAppointmentSchema messages and defaults', () => {
  it('names every missing required field, and the missing date and time, in one answer', async () => {
    expect(await outcome(createAppointmentSchema, {})).toEqual([
      'barbershopId is required',
      'serviceId is required',
      'Full name is required',
      'Phone number is required',
      'Email address is required',
      'Give date and time, or appointmentDate',
    ]);
  });

  it('answers the booking as stored: E.164 phone, lowercase email, empty notes, no barber for Any Available', async () => {
    const { barberId: _b, ...noBarber } = valid;
    expect(await outcome(createAppointmentSchema, { ...noBarber, customerEmail: 'Ada@Example.COM' })).toEqual({
      barbershopId: 'shop1',
      serviceId: 'svc1',
      date: '2026-12-01',
      time: '10:00',
      customerName: 'Ada Lovelace',
      customerPhone: '+447700900123',
      customerEmail: 'ada@example.com',
      notes: '',
    });
    await expect(createAppointmentSchema.validate({ ...valid, barberId: null })).resolves.toMatchObject({ barberId: null });
    await expect(createAppointmentSchema.validate({ ...valid, barberId: 'b1' })).resolves.toMatchObject({ barberId: 'b1' });
  });

  it('needs both date and time when no appointmentDate is given', async () => {
    const { date: _d, time: _t, ...rest } = valid;
    expect(await outcome(createAppointmentSchema, { ...rest, date: '2026-12-01' })).toEqual([
      'Give date and time, or appointmentDate',
    ]);
    expect(await outcome(createAppointmentSchema, { ...rest, time: '10:00' })).toEqual([
      'Give date and time, or appointmentDate',
    ]);
    await expect(createAppointmentSchema.validate({ ...rest, appointmentDate: '2026-12-01T10:00' })).resolves.toMatchObject({
      appointmentDate: '2026-12-01T10:00',
    });
  });

  it('refuses notes over 500 characters and takes exactly 500', async () => {
    expect(await outcome(createAppointmentSchema, { ...valid, notes: 'x'.repeat(501) })).toEqual([
      'Notes must be at most 500 characters',
    ]);
    await expect(createAppointmentSchema.validate({ ...valid, notes: 'x'.repeat(500) })).resolves.toMatchObject({
      notes: 'x'.repeat(500),
    });
  });

  it('names the field of a bad id or email', async () => {
    expect(await outcome(createAppointmentSchema, { ...valid, serviceId: 'a/b' })).toEqual(['serviceId is not a valid id']);
    expect(await outcome(createAppointmentSchema, { ...valid, barberId: 'a b' })).toEqual(['barberId is not a valid id']);
    expect(await outcome(createAppointmentSchema, { ...valid, customerEmail: `${'a'.repeat(250)}@x.io` })).toEqual([
      'Email address must be at most 254 characters',
    ]);
  });
});

describe('bookingFormSchema (the details form on the shop page)', () => {
  const form = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com', notes: '', terms: true };

  it('answers the form as the API takes it', async () => {
    expect(await outcome(bookingFormSchema, { ...form, name: ' Ada Lovelace ', email: 'ADA@example.com' })).toEqual({
      name: 'Ada Lovelace',
      phone: '+447700900123',
      email: 'ada@example.com',
      notes: '',
      terms: true,
    });
  });

  it("uses the API's messages for the customer's details", async () => {
    expect(await outcome(bookingFormSchema, { terms: true })).toEqual([
      'Full name is required',
      'Phone number is required',
      'Email address is required',
    ]);
    expect(await outcome(bookingFormSchema, { ...form, name: 'x'.repeat(101) })).toEqual([
      'Full name must be at most 100 characters',
    ]);
    expect(await outcome(bookingFormSchema, { ...form, email: 'nope' })).toEqual(['Enter a valid email address']);
  });

  it('needs the terms accepted and keeps special requests to 500 characters, on several lines', async () => {
    expect(await outcome(bookingFormSchema, { ...form, terms: false })).toEqual([
      'Please accept the terms and conditions and privacy policy',
    ]);
    expect(await outcome(bookingFormSchema, { ...form, terms: 'true' })).toEqual([
      'Terms must be true or false',
      'Please accept the terms and conditions and privacy policy',
    ]);
    expect(await outcome(bookingFormSchema, { ...form, notes: 'x'.repeat(501) })).toEqual([
      'Special requests must be at most 500 characters',
    ]);
    await expect(bookingFormSchema.validate({ ...form, notes: 'Short back\nand sides' })).resolves.toMatchObject({
      notes: 'Short back\nand sides',
    });
  });
});

describe('phone and barber helpers', () => {
  it('reads empty, null and any as Any Available Stylist', () => {
    expect(isAnyBarber('')).toBe(true);
    expect(isAnyBarber(null)).toBe(true);
    expect(isAnyBarber('any')).toBe(true);
    expect(isAnyBarber('b1')).toBe(false);
  });
});
