import { describe, expect, it } from 'vitest';
import { createAppointmentSchema, isAnyBarber } from './schemas';

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
    await expect(createAppointmentSchema.validate({ ...rest, appointmentDate: '2026-12-01T10:00:00.000Z' })).resolves.toBeTruthy();
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
