import { describe, expect, it } from 'vitest';
import { shopSlotsQuerySchema } from '../booking/queries';
import { barberSlotsQuerySchema, DEFAULT_SLOTS_DURATION, dateRangeQuerySchema } from '../calendar/queries';
import { shopListQuerySchema } from '../shop/queries';
import { pathIdSchema } from './querySchemas';
import { messagesOf } from '../test-support/schemaErrors';

describe('shopListQuerySchema', () => {
  it('takes no slug or one slug of at most 200 characters', async () => {
    await expect(shopListQuerySchema.validate({})).resolves.toEqual({});
    expect(await messagesOf(shopListQuerySchema, { slug: 'a'.repeat(200) })).toEqual([]);
    expect(await messagesOf(shopListQuerySchema, { slug: 'a'.repeat(201) })).toEqual(['slug must be at most 200 characters']);
    expect(await messagesOf(shopListQuerySchema, { slug: ['a', 'b'] })).toEqual(['slug must be a single value']);
  });
});

describe('shopSlotsQuerySchema', () => {
  it('needs a service id and a booking date', async () => {
    await expect(shopSlotsQuerySchema.validate({ serviceId: 'v1', date: '2026-12-01' })).resolves.toEqual({
      serviceId: 'v1',
      date: '2026-12-01',
    });
    expect(await messagesOf(shopSlotsQuerySchema, {})).toEqual(['serviceId is required', 'date is required']);
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: '', date: '' })).toEqual([
      'serviceId is required',
      'date must be a real date written YYYY-MM-DD',
      'date is required',
    ]);
  });

  it('refuses reserved ids, unreal dates and dates outside 2000-2099', async () => {
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: '__name__', date: '2026-12-01' })).toEqual([
      'serviceId is not a valid id',
    ]);
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: 'v1', date: '2026-13-01' })).toContain(
      'date must be a real date written YYYY-MM-DD',
    );
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: 'v1', date: '2100-01-04' })).toEqual([
      'date must be a date between the years 2000 and 2099',
    ]);
  });

  it('refuses a date of more than 40 characters and repeated parameters', async () => {
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: 'v1', date: `2026-12-01${'x'.repeat(31)}` })).toEqual([
      'date must be at most 40 characters',
      'date must be a real date written YYYY-MM-DD',
    ]);
    // the date's type message is the calendar date's (it is concatenated last)
    expect(await messagesOf(shopSlotsQuerySchema, { serviceId: 'v1', date: ['2026-12-01', '2026-12-02'] })).toEqual([
      'date must be text',
    ]);
  });
});

describe('barberSlotsQuerySchema', () => {
  it('needs a date and reads the duration as whole minutes, 30 by default', async () => {
    await expect(barberSlotsQuerySchema.validate({ date: '2026-12-01' })).resolves.toEqual({
      date: '2026-12-01',
      duration: '30',
    });
    await expect(barberSlotsQuerySchema.validate({ date: '2026-12-01', duration: undefined })).resolves.toEqual({
      date: '2026-12-01',
      duration: '30',
    });
    await expect(barberSlotsQuerySchema.validate({ date: '2026-12-01', duration: '45' })).resolves.toEqual({
      date: '2026-12-01',
      duration: '45',
    });
    expect(DEFAULT_SLOTS_DURATION).toBe('30');
    expect(await messagesOf(barberSlotsQuerySchema, {})).toEqual(['date is required']);
  });

  it('answers a query that is not an object with a validation error', async () => {
    expect(await messagesOf(barberSlotsQuerySchema, null)).toEqual(['this cannot be null']);
    expect(await messagesOf(barberSlotsQuerySchema, 42)).toEqual([
      'this must be a `object` type, but the final value was: `42`.',
    ]);
  });

  it('takes durations from 5 to 480 minutes', async () => {
    for (const duration of ['5', '480'])
      expect(await messagesOf(barberSlotsQuerySchema, { date: '2026-12-01', duration }), duration).toEqual([]);
    for (const duration of ['4', '481'])
      expect(await messagesOf(barberSlotsQuerySchema, { date: '2026-12-01', duration }), duration).toEqual([
        'duration must be whole minutes from 5 to 480',
      ]);
  });
});

describe('dateRangeQuerySchema', () => {
  it('needs both dates, each one value of at most 40 characters', async () => {
    await expect(
      dateRangeQuerySchema.validate({ startDate: '2026-12-01', endDate: '2026-12-31T23:59:59.999Z' }),
    ).resolves.toEqual({ startDate: '2026-12-01', endDate: '2026-12-31T23:59:59.999Z' });
    expect(await messagesOf(dateRangeQuerySchema, {})).toEqual(['startDate is required', 'endDate is required']);
    expect(await messagesOf(dateRangeQuerySchema, { startDate: 'x'.repeat(41), endDate: 'x'.repeat(40) })).toEqual([
      'startDate must be at most 40 characters',
    ]);
    expect(await messagesOf(dateRangeQuerySchema, { startDate: 'x', endDate: 'y'.repeat(41) })).toEqual([
      'endDate must be at most 40 characters',
    ]);
  });
});

describe('pathIdSchema', () => {
  it('needs a Firestore id that is not reserved, labelled id by default', async () => {
    await expect(pathIdSchema().validate('b1')).resolves.toBe('b1');
    expect(await messagesOf(pathIdSchema(), undefined)).toEqual(['id is required']);
    expect(await messagesOf(pathIdSchema(), '')).toEqual(['id is required']);
    expect(await messagesOf(pathIdSchema(), '__name__')).toEqual(['id is not a valid id']);
    expect(await messagesOf(pathIdSchema('barberId'), undefined)).toEqual(['barberId is required']);
    expect(await messagesOf(pathIdSchema('barberId'), 'a/b')).toEqual(['barberId is not a valid id']);
  });
});
