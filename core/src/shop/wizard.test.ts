import { describe, expect, it } from 'vitest';
import { canRemoveRow, DEFAULT_WIZARD_HOURS, DEFAULT_WIZARD_SERVICES, namedRows, wizardProgress, wizardSchema } from './wizard';
import { messagesOf } from '../test-support/schemaErrors';

describe('wizardProgress', () => {
  it('labels the step and the percent complete', () => {
    expect(wizardProgress(1)).toEqual({ label: 'Step 1 of 4', percent: 25 });
    expect(wizardProgress(4)).toEqual({ label: 'Step 4 of 4', percent: 100 });
    expect(wizardProgress(9).label).toBe('Step 4 of 4');
  });
});

describe('wizard defaults', () => {
  it('has the spec services and hours', () => {
    expect(DEFAULT_WIZARD_SERVICES).toEqual([
      { name: 'Haircut & Style', description: '', duration: 45, price: '35.00' },
      { name: 'Beard Trim', description: '', duration: 30, price: '20.00' },
    ]);
    const byDay = Object.fromEntries(DEFAULT_WIZARD_HOURS.map((h) => [h.dayOfWeek, h]));
    expect(byDay[0]).toMatchObject({ startTime: '10:00', endTime: '16:00', isActive: false });
    expect(byDay[3]).toMatchObject({ startTime: '09:00', endTime: '18:00', isActive: true });
    expect(byDay[6]).toMatchObject({ startTime: '09:00', endTime: '17:00', isActive: true });
  });
});

describe('rows', () => {
  it('skips rows with empty names and trims the rest', () => {
    expect(namedRows([{ name: ' Sam ' }, { name: '  ' }, { name: '' }])).toEqual([{ name: 'Sam' }]);
  });
  it('keeps at least one row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});

/** What the shop profile's optional fields read as when not given. */
const EMPTY_OPTIONAL_DETAILS = { phone: '', email: '', description: '', googleBusinessUrl: '' };

describe('wizardSchema', () => {
  const details = { name: 'Fresh Fades', address: '1 High St' };
  it('checks the duration and price of named service rows only', async () => {
    await expect(
      wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 45, price: '35' }] }),
    ).resolves.toMatchObject({ services: [{ name: 'Cut', duration: 45, price: '35' }] });
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 200, price: '35' }] })).rejects.toThrow(
      'At most 180',
    );
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 10, price: '35' }] })).rejects.toThrow(
      'At least 15',
    );
    await expect(wizardSchema.validate({ details, services: [{ name: 'Cut', duration: 30, price: '-2' }] })).rejects.toThrow(
      '0 or more',
    );
    await expect(wizardSchema.validate({ details, services: [{ name: '', duration: 999, price: 'x' }] })).resolves.toEqual({
      details: { ...details, ...EMPTY_OPTIONAL_DETAILS },
      services: [{ name: '', duration: null, price: 'x' }],
    });
  });
  it('needs a name and an address', async () => {
    await expect(wizardSchema.validate({ details: { name: '', address: '' } })).rejects.toThrow();
  });
});

describe('wizardProgress, rounding and bounds', () => {
  it('rounds the step and keeps it from 1 to 4', () => {
    expect(wizardProgress(0)).toEqual({ label: 'Step 1 of 4', percent: 25 });
    expect(wizardProgress(-3)).toEqual({ label: 'Step 1 of 4', percent: 25 });
    expect(wizardProgress(2)).toEqual({ label: 'Step 2 of 4', percent: 50 });
    expect(wizardProgress(2.5)).toEqual({ label: 'Step 3 of 4', percent: 75 });
    expect(wizardProgress(2.4)).toEqual({ label: 'Step 2 of 4', percent: 50 });
    expect(wizardProgress(9)).toEqual({ label: 'Step 4 of 4', percent: 100 });
  });
});

describe('rows, more', () => {
  it('keeps the other fields of named rows, in order', () => {
    expect(
      namedRows([
        { name: 'Ann', bio: 'x' },
        { name: '\t', bio: 'y' },
        { name: 'Bo ', bio: 'z' },
      ]),
    ).toEqual([
      { name: 'Ann', bio: 'x' },
      { name: 'Bo', bio: 'z' },
    ]);
    expect(namedRows([])).toEqual([]);
  });

  it('never removes the last row', () => {
    expect(canRemoveRow(0)).toBe(false);
    expect(canRemoveRow(5)).toBe(true);
  });
});

describe('wizardSchema, field by field', () => {
  const details = { name: 'Fresh Fades', address: '1 High St' };

  it('names each missing detail', async () => {
    // the shop profile's name and address rules each report the blank value (a form shows the first)
    expect(new Set(await messagesOf(wizardSchema, { details: { name: ' ', address: ' ' } }))).toEqual(
      new Set(['Barbershop name is required', 'Address is required']),
    );
  });

  it('checks the phone, email and Google address when given, as Settings, Business does', async () => {
    await expect(
      wizardSchema.validate({
        details: { ...details, phone: '07700 900123', email: ' a@b.example ', googleBusinessUrl: 'https://g.example/x' },
      }),
    ).resolves.toEqual({
      details: {
        ...details,
        phone: '+447700900123',
        email: 'a@b.example',
        googleBusinessUrl: 'https://g.example/x',
        description: '',
      },
    });
    expect(await messagesOf(wizardSchema, { details: { ...details, phone: '12' } })).toEqual(['Enter a valid phone number']);
    expect(await messagesOf(wizardSchema, { details: { ...details, phone: 12 } })).toEqual(['Phone must be text']);
    expect(await messagesOf(wizardSchema, { details: { ...details, email: 'nope' } })).toEqual(['Enter a valid email address']);
    // http:// too: the API refuses it, so the wizard must not let it through to a failed submit
    for (const url of [
      'http://g.example/x',
      'ftp://g.example',
      'g.example',
      'https://',
      'https://g.example x',
      'see https://g.example',
    ]) {
      expect(await messagesOf(wizardSchema, { details: { ...details, googleBusinessUrl: url } }), url).toEqual([
        'Google Business URL must be a web address starting with https://',
      ]);
    }
    expect(await messagesOf(wizardSchema, { details: { ...details, googleBusinessUrl: '', description: ' ' } })).toEqual([]);
  });

  it('takes wizard durations from 15 to 180 minutes on named rows', async () => {
    for (const duration of [15, 180, '45'])
      expect(
        await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration, price: '1' }] }),
        String(duration),
      ).toEqual([]);
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration: 14, price: '1' }] })).toEqual([
      'At least 15 minutes',
    ]);
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration: 181, price: '1' }] })).toEqual([
      'At most 180 minutes',
    ]);
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration: 'long', price: '1' }] })).toEqual([
      'Duration must be a number',
    ]);
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', price: '1' }] })).toEqual([
      'Duration is required',
    ]);
  });

  it('needs a price in pounds on named rows, and ignores rows with a blank name', async () => {
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration: 30, price: 'free' }] })).toEqual([
      'Price must be 0 or more, in pounds',
    ]);
    expect(await messagesOf(wizardSchema, { details, services: [{ name: 'Cut', duration: 30, price: 0 }] })).toEqual([]);
    await expect(wizardSchema.validate({ details, services: [{ name: '  ', duration: 5, price: 'free' }] })).resolves.toEqual({
      details: { ...details, ...EMPTY_OPTIONAL_DETAILS },
      services: [{ name: '  ', duration: null, price: 'free' }],
    });
    await expect(wizardSchema.validate({ details, services: [{ duration: 5, price: 'free' }] })).resolves.toEqual({
      details: { ...details, ...EMPTY_OPTIONAL_DETAILS },
      services: [{ duration: null, price: 'free' }],
    });
  });
});
