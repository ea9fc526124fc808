import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../validation/fieldLimits';
import { appointmentUpdateSchema, walkInSchema } from './ownerSchemas';

const walkIn = { barberId: 'ann', serviceId: 'cut' };

describe('walkInSchema', () => {
  it('needs only the barber and a service: the details default to blank', async () => {
    expect(await walkInSchema.validate(walkIn)).toEqual({ ...walkIn, name: '', phone: '', email: '', notes: '' });
    const blank = { ...walkIn, name: '', phone: '', email: '', notes: '' };
    expect(await walkInSchema.validate(blank)).toEqual(blank);
  });

  it('keeps the limits of the details given', async () => {
    const long = 'x'.repeat(FIELD_LIMITS.customer.name.max + 1);
    await expect(walkInSchema.validate({ ...walkIn, name: long })).rejects.toThrow(/Customer name/);
    await expect(walkInSchema.validate({ ...walkIn, phone: '12' })).rejects.toThrow('Enter a valid phone number');
    await expect(walkInSchema.validate({ ...walkIn, serviceId: '' })).rejects.toThrow('serviceId is required');
  });
});

describe('appointmentUpdateSchema', () => {
  it('takes a status, notes or both, and refuses neither', async () => {
    expect(await appointmentUpdateSchema.validate({ status: 'no_show' })).toEqual({ status: 'no_show' });
    expect(await appointmentUpdateSchema.validate({ notes: 'Late' })).toEqual({ notes: 'Late' });
    expect(await appointmentUpdateSchema.validate({ status: 'completed', notes: '' })).toEqual({
      status: 'completed',
      notes: '',
    });
    await expect(appointmentUpdateSchema.validate({})).rejects.toThrow('Give status, notes or arrived');
    await expect(appointmentUpdateSchema.validate({ status: 'cancelled' })).rejects.toThrow(/cancel with POST/);
  });
});
