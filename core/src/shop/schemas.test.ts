import { describe, expect, it } from 'vitest';
import { barberSchema, businessHoursSchema, serviceSchema, shopPatchSchema, shopProfileSchema } from './schemas';
import { DEFAULT_WIZARD_HOURS } from './wizard';
import { shopNameProblem } from './reservedSlugs';

describe('shopProfileSchema', () => {
  it('needs name and address and fills the rest with empty strings', async () => {
    const out = await shopProfileSchema.validate({ name: ' Fresh Fades ', address: '1 High St' });
    expect(out).toMatchObject({ name: 'Fresh Fades', address: '1 High St', phone: '', email: '', description: '', googleBusinessUrl: '' });
    await expect(shopProfileSchema.validate({ name: 'X' })).rejects.toThrow('Address is required');
    await expect(shopProfileSchema.validate({ address: 'X' })).rejects.toThrow('Barbershop name is required');
  });

  it('refuses names that cannot be a public path, bad emails and bad URLs', async () => {
    await expect(shopProfileSchema.validate({ name: '!!!', address: 'a' })).rejects.toThrow('letters or digits');
    await expect(shopProfileSchema.validate({ name: 'Dashboard', address: 'a' })).rejects.toThrow('cannot be used');
    await expect(shopProfileSchema.validate({ name: 'A', address: 'a', email: 'x' })).rejects.toThrow('valid email');
    await expect(shopProfileSchema.validate({ name: 'A', address: 'a', googleBusinessUrl: 'javascript:alert(1)' })).rejects.toThrow('web address');
  });

  it('accepts image URLs and JPG/PNG data URLs only', async () => {
    await expect(shopPatchSchema.validate({ logoImage: 'https://x.example/logo.png' })).resolves.toEqual({ logoImage: 'https://x.example/logo.png' });
    await expect(shopPatchSchema.validate({ logoImage: 'data:image/png;base64,AAAA' })).resolves.toEqual({ logoImage: 'data:image/png;base64,AAAA' });
    await expect(shopPatchSchema.validate({ logoImage: 'data:image/svg+xml;base64,AAAA' })).rejects.toThrow('JPG/PNG');
  });

  it('keeps a patched name and address non-empty', async () => {
    await expect(shopPatchSchema.validate({ name: '  ' })).rejects.toThrow('Barbershop name is required');
    await expect(shopPatchSchema.validate({ phone: '' })).resolves.toEqual({ phone: '' });
  });
});

describe('businessHoursSchema', () => {
  it('accepts the wizard defaults and refuses bad weeks', async () => {
    await expect(businessHoursSchema.validate(DEFAULT_WIZARD_HOURS)).resolves.toHaveLength(7);
    await expect(businessHoursSchema.validate(DEFAULT_WIZARD_HOURS.slice(0, 6))).rejects.toThrow('one entry per day');
    const backwards = DEFAULT_WIZARD_HOURS.map((h) => (h.dayOfWeek === 1 ? { ...h, startTime: '18:00', endTime: '09:00' } : h));
    await expect(businessHoursSchema.validate(backwards)).rejects.toThrow('after opening');
    const twice = DEFAULT_WIZARD_HOURS.map((h) => (h.dayOfWeek === 0 ? { ...h, dayOfWeek: 1 } : h));
    await expect(businessHoursSchema.validate(twice)).rejects.toThrow('one entry per day');
  });
});

describe('barber and service schemas', () => {
  it('needs a barber name', async () => {
    await expect(barberSchema.validate({ name: ' ' })).rejects.toThrow('Barber name is required');
    await expect(barberSchema.validate({ name: 'Sam' })).resolves.toMatchObject({ name: 'Sam', specialty: '', bio: '', isActive: true });
  });

  it('needs a service name, a duration in bounds and a price in pounds', async () => {
    await expect(serviceSchema.validate({ name: 'Cut', duration: 45, price: '35.50' })).resolves.toMatchObject({ duration: 45 });
    await expect(serviceSchema.validate({ name: 'Cut', duration: 2, price: 1 })).rejects.toThrow('between 5 and 480');
    await expect(serviceSchema.validate({ name: 'Cut', duration: 'long', price: 1 })).rejects.toThrow('number of minutes');
    await expect(serviceSchema.validate({ name: 'Cut', duration: 30, price: -1 })).rejects.toThrow('in pounds');
    await expect(serviceSchema.validate({ name: 'Cut', duration: 30, price: 5000 })).rejects.toThrow('at most');
    await expect(serviceSchema.validate({ name: 'Cut', duration: 30 })).rejects.toThrow('Price is required');
  });
});

describe('shopNameProblem', () => {
  it('names empty and reserved slugs', () => {
    expect(shopNameProblem('Fresh Fades')).toBeNull();
    expect(shopNameProblem('---')).toBe('empty');
    expect(shopNameProblem('Settings')).toBe('reserved');
  });
});
