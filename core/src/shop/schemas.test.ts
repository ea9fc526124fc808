import { describe, expect, it } from 'vitest';
import {
  barberPatchSchema,
  barberSchema,
  businessHoursEntrySchema,
  businessHoursSchema,
  isTimeZone,
  serviceSchema,
  shopPatchSchema,
  shopProfileSchema,
} from './schemas';
import { DEFAULT_WIZARD_HOURS } from './wizard';
import { shopNameProblem } from './reservedSlugs';
import { messagesOf } from '../test-support/schemaErrors';

describe('shopProfileSchema', () => {
  it('needs name and address and fills the rest with empty strings', async () => {
    const out = await shopProfileSchema.validate({ name: ' Fresh Fades ', address: '1 High St' });
    expect(out).toMatchObject({
      name: 'Fresh Fades',
      address: '1 High St',
      phone: '',
      email: '',
      description: '',
      googleBusinessUrl: '',
    });
    await expect(shopProfileSchema.validate({ name: 'X' })).rejects.toThrow('Address is required');
    await expect(shopProfileSchema.validate({ address: 'X' })).rejects.toThrow('Barbershop name is required');
  });

  it('refuses names that cannot be a public path, bad emails and bad URLs', async () => {
    await expect(shopProfileSchema.validate({ name: '!!!', address: 'a' })).rejects.toThrow('letters or digits');
    await expect(shopProfileSchema.validate({ name: 'Dashboard', address: 'a' })).rejects.toThrow('cannot be used');
    await expect(shopProfileSchema.validate({ name: 'A', address: 'a', email: 'x' })).rejects.toThrow('valid email');
    await expect(
      shopProfileSchema.validate({ name: 'A', address: 'a', googleBusinessUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow('web address');
  });

  it('accepts image URLs and JPG/PNG data URLs only', async () => {
    await expect(shopPatchSchema.validate({ logoImage: 'https://x.example/logo.png' })).resolves.toEqual({
      logoImage: 'https://x.example/logo.png',
    });
    await expect(shopPatchSchema.validate({ logoImage: 'data:image/png;base64,AAAA' })).resolves.toEqual({
      logoImage: 'data:image/png;base64,AAAA',
    });
    await expect(shopPatchSchema.validate({ logoImage: 'data:image/svg+xml;base64,AAAA' })).rejects.toThrow('JPG/PNG');
  });

  it('keeps a patched name and address non-empty', async () => {
    await expect(shopPatchSchema.validate({ name: '  ' })).rejects.toThrow('Barbershop name is required');
    await expect(shopPatchSchema.validate({ phone: '' })).resolves.toEqual({ phone: '' });
  });

  it('takes the waitlist settings whole, within their bounds, and nothing else under them', async () => {
    const waitlist = { enabled: false, order: 'regularsFirst', holdMinutes: 30 };
    await expect(shopPatchSchema.validate({ waitlist })).resolves.toEqual({ waitlist });
    await expect(shopPatchSchema.validate({ name: 'Fresh' })).resolves.toEqual({ name: 'Fresh' });
    expect(await messagesOf(shopPatchSchema, { waitlist: { enabled: 'yes', order: 'loudest', holdMinutes: 4 } })).toEqual([
      'waitlist.enabled must be true or false',
      'waitlist.order must be firstCome or regularsFirst',
      'Hold an offer for 5 to 120 minutes',
    ]);
    expect(await messagesOf(shopPatchSchema, { waitlist: { ...waitlist, holdMinutes: 121 } })).toEqual([
      'Hold an offer for 5 to 120 minutes',
    ]);
    expect(await messagesOf(shopPatchSchema, { waitlist: { ...waitlist, price: 1 } })).toEqual(['waitlist has an unknown field']);
    expect(await messagesOf(shopPatchSchema, { waitlist: { enabled: true } })).toHaveLength(2);
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
    await expect(barberSchema.validate({ name: 'Sam' })).resolves.toMatchObject({
      name: 'Sam',
      specialty: '',
      bio: '',
      isActive: true,
    });
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

const shop = { name: 'Fresh Fades', address: '1 High St' };

describe('the shop name', () => {
  it('answers why a name cannot be a public path', async () => {
    expect(await messagesOf(shopProfileSchema, { ...shop, name: '!!!' })).toEqual([
      'Barbershop name must contain letters or digits',
    ]);
    expect(await messagesOf(shopProfileSchema, { ...shop, name: ' Booking Confirmation ' })).toEqual([
      'That name cannot be used as a barbershop name',
    ]);
    expect(await messagesOf(shopPatchSchema, { name: 'API' })).toEqual(['That name cannot be used as a barbershop name']);
    expect(await messagesOf(shopPatchSchema, { name: '' })).toEqual(['Barbershop name is required']);
    expect(await messagesOf(shopPatchSchema, { name: 'Dashboard 2' })).toEqual([]);
  });

  it('takes 100 characters and refuses 101', async () => {
    expect(await messagesOf(shopProfileSchema, { ...shop, name: 'a'.repeat(100) })).toEqual([]);
    expect(await messagesOf(shopProfileSchema, { ...shop, name: 'a'.repeat(101) })).toEqual([
      'Barbershop name must be at most 100 characters',
    ]);
  });
});

describe('the shop time zone', () => {
  it('is an IANA zone Intl knows', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Londn')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('takes IANA zones and refuses others without echoing them', async () => {
    await expect(shopPatchSchema.validate({ timezone: 'America/New_York' })).resolves.toEqual({ timezone: 'America/New_York' });
    expect(await messagesOf(shopPatchSchema, { timezone: 'Mars/Olympus_Mons' })).toEqual(['Unknown time zone']);
    expect(await messagesOf(shopPatchSchema, { timezone: `Europe/${'x'.repeat(58)}` })).toEqual([
      'Unknown time zone',
      'Unknown time zone',
    ]);
    expect(await messagesOf(shopPatchSchema, { timezone: 'Europe/London'.padEnd(64, '_') })).toEqual(['Unknown time zone']);
    expect(await messagesOf(shopPatchSchema, { timezone: '' })).toEqual([]);
    expect(await messagesOf(shopPatchSchema, { timezone: 0 })).toEqual(['Time zone must be text']);
  });
});

describe('the shop contact fields', () => {
  it('answers each field with its own label and the table max', async () => {
    expect(await messagesOf(shopPatchSchema, { phone: '12' })).toEqual(['Enter a valid phone number']);
    expect(await messagesOf(shopPatchSchema, { phone: 12 })).toEqual(['Phone must be text']);
    expect(await messagesOf(shopPatchSchema, { email: 7 })).toEqual(['Email must be text']);
    expect(await messagesOf(shopPatchSchema, { description: 'a'.repeat(2000) })).toEqual([]);
    expect(await messagesOf(shopPatchSchema, { description: 'a'.repeat(2001) })).toEqual([
      'Description must be at most 2000 characters',
    ]);
    expect(await messagesOf(shopPatchSchema, { description: 'Open late\non Fridays' })).toEqual([]);
    expect(await messagesOf(shopPatchSchema, { googleBusinessUrl: `https://${'g'.repeat(492)}` })).toEqual([]);
    expect(await messagesOf(shopPatchSchema, { googleBusinessUrl: `https://${'g'.repeat(493)}` })).toEqual([
      'Google Business URL must be at most 500 characters',
    ]);
    expect(await messagesOf(shopPatchSchema, { address: 'a'.repeat(201) })).toEqual(['Address must be at most 200 characters']);
    expect(await messagesOf(shopPatchSchema, { address: '1 High St\nLondon' })).toEqual([
      'Address contains characters that are not allowed',
    ]);
  });

  it('stores the phone in E.164 and the email lowercase', async () => {
    await expect(
      shopProfileSchema.validate({ ...shop, phone: '020 7946 0000', email: 'Shop@Fades.Example' }),
    ).resolves.toMatchObject({ phone: '+442079460000', email: 'shop@fades.example' });
  });

  it('checks the logo, and takes 60000 characters of it', async () => {
    const png = (n: number) => `data:image/png;base64,${'A'.repeat(n - 22)}`;
    expect(png(60_000)).toHaveLength(60_000);
    expect(await messagesOf(shopPatchSchema, { logoImage: png(60_000) })).toEqual([]);
    expect(await messagesOf(shopPatchSchema, { logoImage: png(60_001) })).toEqual(['Logo is too large']);
    expect(await messagesOf(shopPatchSchema, { logoImage: 'ftp://x.example/logo.png' })).toEqual([
      'Logo must be an https image URL or a JPG/PNG data URL',
    ]);
  });

  it('leaves out of a patch what it does not hold', async () => {
    await expect(shopPatchSchema.validate({})).resolves.toEqual({});
    await expect(shopPatchSchema.validate({ bookingHorizonDays: 30 })).resolves.toEqual({ bookingHorizonDays: 30 });
  });
});

describe('hero images', () => {
  const url = (i: number) => `https://img.example/${i}.jpg`;

  it('take a list of at most 10 image references', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => url(i));
    await expect(shopPatchSchema.validate({ heroImages: ten })).resolves.toEqual({ heroImages: ten });
    expect(await messagesOf(shopPatchSchema, { heroImages: [...ten, url(10)] })).toEqual(['At most 10 hero images']);
    expect(await messagesOf(shopPatchSchema, { heroImages: url(0) })).toEqual(['Hero images must be a list']);
  });

  it('refuse an empty, foreign or oversized image in the list', async () => {
    expect(await messagesOf(shopPatchSchema, { heroImages: [url(0), ''] })).toEqual(['Hero image is required']);
    expect(await messagesOf(shopPatchSchema, { heroImages: ['data:image/gif;base64,AAAA'] })).toEqual([
      'Hero image must be an https image URL or a JPG/PNG data URL',
    ]);
    expect(await messagesOf(shopPatchSchema, { heroImages: [`https://${'a'.repeat(59_993)}`] })).toEqual([
      'Hero image is too large',
    ]);
    expect(await messagesOf(shopPatchSchema, { heroImages: [`https://${'a'.repeat(59_992)}`] })).toEqual([]);
  });
});

describe('business hours entries', () => {
  const monday = { dayOfWeek: 1, startTime: '09:00', endTime: '18:00', isActive: true };
  const DAY = 'dayOfWeek must be 0 to 6';

  it('take days 0 to 6 as whole JSON numbers', async () => {
    for (const dayOfWeek of [0, 6])
      expect(await messagesOf(businessHoursEntrySchema, { ...monday, dayOfWeek }), String(dayOfWeek)).toEqual([]);
    for (const dayOfWeek of [-1, 7, 1.5])
      expect(await messagesOf(businessHoursEntrySchema, { ...monday, dayOfWeek }), String(dayOfWeek)).toEqual([DAY]);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, dayOfWeek: '1' })).toEqual(['dayOfWeek must be a number']);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, dayOfWeek: undefined })).toEqual(['dayOfWeek is required']);
  });

  it('need opening and closing times written HH:mm and whether the day is open', async () => {
    expect(await messagesOf(businessHoursEntrySchema, { dayOfWeek: 1 })).toEqual([
      'Opening time is required',
      'Closing time is required',
      'isActive is required',
    ]);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, startTime: '08:0' })).toEqual(['Times must be HH:mm']);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, isActive: false, endTime: 1800 })).toEqual([
      'Times must be HH:mm',
    ]);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, isActive: 'yes' })).toEqual([
      'isActive must be true or false',
    ]);
    expect(await messagesOf(businessHoursEntrySchema, 'Monday')).toEqual(['Each business hours entry must be an object']);
  });

  it('close after they open on open days only', async () => {
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, startTime: '18:00', endTime: '18:00' })).toEqual([
      'Closing time must be after opening time',
    ]);
    expect(await messagesOf(businessHoursEntrySchema, { ...monday, startTime: '09:00', endTime: '09:01' })).toEqual([]);
    expect(
      await messagesOf(businessHoursEntrySchema, { ...monday, startTime: '18:00', endTime: '09:00', isActive: false }),
    ).toEqual([]);
  });

  it('make a week only as a list of seven different days', async () => {
    const WEEK = 'Business hours need one entry per day of the week';
    expect(await messagesOf(businessHoursSchema, { monday })).toEqual([WEEK]);
    expect(await messagesOf(businessHoursSchema, [...DEFAULT_WIZARD_HOURS, monday])).toEqual([WEEK]);
    expect(
      await messagesOf(
        businessHoursSchema,
        DEFAULT_WIZARD_HOURS.map((h, i) => ({ ...h, dayOfWeek: i })),
      ),
    ).toEqual([]);
  });
});

describe('barber schemas', () => {
  it('take a photo or photo URL and an active flag, true by default', async () => {
    await expect(barberSchema.validate({ name: 'Sam', photo: 'data:image/jpeg;base64,AAAA', isActive: false })).resolves.toEqual({
      name: 'Sam',
      specialty: '',
      bio: '',
      photo: 'data:image/jpeg;base64,AAAA',
      isActive: false,
    });
    expect(await messagesOf(barberSchema, { name: 'Sam', photoUrl: 'http://x.example/a.jpg' })).toEqual([
      'Photo must be an https image URL or a JPG/PNG data URL',
    ]);
    expect(await messagesOf(barberSchema, { name: 'a'.repeat(81) })).toEqual(['Barber name must be at most 80 characters']);
    expect(await messagesOf(barberSchema, { name: 'Sam', specialty: 'a'.repeat(81), bio: 'a'.repeat(1001) })).toEqual([
      'Specialty must be at most 80 characters',
      'Bio must be at most 1000 characters',
    ]);
  });

  it('patch only what is sent', async () => {
    await expect(barberPatchSchema.validate({})).resolves.toEqual({});
    await expect(barberPatchSchema.validate({ isActive: false, bio: 'Fades\nand beards' })).resolves.toEqual({
      isActive: false,
      bio: 'Fades\nand beards',
    });
    expect(await messagesOf(barberPatchSchema, { name: ' ', specialty: 'x\ny', photoUrl: 'x', isActive: 1 })).toEqual([
      'Barber name is required',
      'Specialty contains characters that are not allowed',
      'Photo must be an https image URL or a JPG/PNG data URL',
      'isActive must be true or false',
    ]);
  });
});

describe('serviceSchema', () => {
  const cut = { name: 'Cut', duration: 30, price: 35 };
  const RANGE = 'Duration must be between 5 and 480 minutes';
  const POUNDS = 'Price must be an amount in pounds, e.g. 35 or 35.50';

  it('fills the description, the active flag and no buffer', async () => {
    await expect(serviceSchema.validate(cut)).resolves.toEqual({
      ...cut,
      description: '',
      isActive: true,
      bufferMin: 0,
    });
    await expect(serviceSchema.validate({ ...cut, isActive: false })).resolves.toMatchObject({ isActive: false });
  });

  it('takes a buffer of whole minutes from 0 to 60 and a list of barber ids', async () => {
    for (const bufferMin of [0, 60]) expect(await messagesOf(serviceSchema, { ...cut, bufferMin })).toEqual([]);
    for (const bufferMin of [-1, 61])
      expect(await messagesOf(serviceSchema, { ...cut, bufferMin })).toEqual(['Buffer time must be between 0 and 60 minutes']);
    expect(await messagesOf(serviceSchema, { ...cut, bufferMin: '10' })).toEqual(['Buffer time must be a number of minutes']);
    expect(await messagesOf(serviceSchema, { ...cut, barberIds: ['sam', 'jo'] })).toEqual([]);
    expect(await messagesOf(serviceSchema, { ...cut, barberIds: 'sam' })).toEqual([
      'barberIds must be a list of barber ids, or null for every barber',
    ]);
  });

  it('takes whole minutes from 5 to 480', async () => {
    for (const duration of [5, 480]) expect(await messagesOf(serviceSchema, { ...cut, duration }), String(duration)).toEqual([]);
    for (const duration of [4, 481])
      expect(await messagesOf(serviceSchema, { ...cut, duration }), String(duration)).toEqual([RANGE]);
    expect(await messagesOf(serviceSchema, { ...cut, duration: 30.5 })).toEqual(['Duration must be whole minutes']);
    expect(await messagesOf(serviceSchema, { ...cut, duration: undefined })).toEqual(['Duration is required']);
  });

  it('takes a price in pounds up to £1000', async () => {
    for (const price of [0, '1000', 1000, '999.99', ' £12.50 '])
      expect(await messagesOf(serviceSchema, { ...cut, price }), String(price)).toEqual([]);
    expect(await messagesOf(serviceSchema, { ...cut, price: '1000.01' })).toEqual(['Price must be at most £1000']);
    expect(await messagesOf(serviceSchema, { ...cut, price: 1000.01 })).toEqual(['Price must be at most £1000']);
    for (const price of [true, '', '12.345', [35], -1])
      expect(await messagesOf(serviceSchema, { ...cut, price }), JSON.stringify(price)).toEqual([POUNDS]);
    expect(await messagesOf(serviceSchema, { ...cut, price: null })).toEqual(['Price is required']);
    expect(await messagesOf(serviceSchema, { ...cut, price: undefined })).toEqual(['Price is required']);
  });

  it('reads price text of up to 20 characters', async () => {
    const text = (pounds: string) => pounds.padStart(20 - 3, '0') + '.00';
    expect(text('1000')).toHaveLength(20);
    expect(await messagesOf(serviceSchema, { ...cut, price: text('1000') })).toEqual([]);
    expect(await messagesOf(serviceSchema, { ...cut, price: text('1001') })).toEqual(['Price must be at most £1000']);
    expect(await messagesOf(serviceSchema, { ...cut, price: `0${text('1000')}` })).toEqual([POUNDS]);
    expect(await messagesOf(serviceSchema, { ...cut, price: `0${text('1001')}` })).toEqual([POUNDS]);
  });
});
