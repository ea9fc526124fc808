import { describe, expect, it } from 'vitest';
import { blockTimeSchema, removeBlockDaySchema } from './blockSchema';
import { newCustomerSchema, ownerBookingSchema } from './ownerSchemas';

const today = '2026-11-23';
const valid = {
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  isAllDay: false,
  startTime: '12:00',
  endTime: '13:00',
  reason: 'lunch',
  notes: '',
};
const errorsOf = async (input: object) => {
  try {
    await blockTimeSchema(today).validate(input, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('Block Time validation', () => {
  it('accepts a timed block and an all-day block without times', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    const allDay = await blockTimeSchema(today).validate({ ...valid, isAllDay: true, startTime: '', endTime: undefined });
    expect(allDay.startTime).toBeNull();
  });
  it('allows today but not the past', async () => {
    expect(await errorsOf({ ...valid, startDate: today, endDate: today })).toEqual([]);
    expect(await errorsOf({ ...valid, startDate: '2026-11-22' })).toContain('Start date cannot be earlier than today');
  });
  it('leaves the past check out when no today is given (the API answers that with 422)', async () => {
    await expect(
      blockTimeSchema(null).validate({ ...valid, startDate: '2020-01-01', endDate: '2020-01-01' }),
    ).resolves.toMatchObject({ startDate: '2020-01-01' });
    await expect(blockTimeSchema(null).validate({ ...valid, startDate: '2020-01-02', endDate: '2020-01-01' })).rejects.toThrow(
      'End date cannot be before start date',
    );
  });
  it('refuses an end before the start, missing times, and an unknown reason', async () => {
    expect(await errorsOf({ ...valid, endDate: '2026-11-23', startDate: '2026-11-25' })).toContain(
      'End date cannot be before start date',
    );
    expect(await errorsOf({ ...valid, startTime: '' })).toContain('Start time is required');
    expect(await errorsOf({ ...valid, endTime: '11:00' })).toContain('End time must be after start time');
    expect(await errorsOf({ ...valid, reason: '' })).toContain('Reason is required');
    expect(await errorsOf({ ...valid, reason: 'party' })).toContain('Choose a reason from the list');
  });
});

describe('Block Time validation, field by field', () => {
  it('answers the validated block: all-day drops any times sent, notes default to empty', async () => {
    await expect(
      blockTimeSchema(today).validate({ ...valid, isAllDay: true, startTime: '09:00', endTime: '10:00', notes: undefined }),
    ).resolves.toStrictEqual({
      ...valid,
      isAllDay: true,
      startTime: null,
      endTime: null,
      notes: '',
    });
    await expect(blockTimeSchema(today).validate({ ...valid, isAllDay: undefined })).resolves.toStrictEqual(valid);
  });

  it('names each missing date, and only that', async () => {
    expect(await errorsOf({ ...valid, startDate: undefined })).toEqual(['Start date is required']);
    expect(await errorsOf({ ...valid, endDate: undefined })).toEqual(['End date is required']);
  });

  it('refuses a past end date and says which date is in the past', async () => {
    expect(await errorsOf({ ...valid, startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual([
      'Start date cannot be earlier than today',
      'End date cannot be earlier than today',
    ]);
  });

  it('an impossible date gets its own message, not also the past or order one', async () => {
    const errors = await errorsOf({ ...valid, startDate: '2026-02-30', endDate: '2026-02-30' });
    expect(errors).toContain('Start date must be a real date written YYYY-MM-DD');
    expect(errors).toContain('End date must be a real date written YYYY-MM-DD');
    expect(errors.filter((e) => /earlier than today|before start date/.test(e))).toEqual([]);
  });

  it('an end on the start day is fine, a day before is not', async () => {
    expect(await errorsOf({ ...valid, startDate: '2026-11-25', endDate: '2026-11-25' })).toEqual([]);
    expect(await errorsOf({ ...valid, startDate: '2026-11-25', endDate: '2026-11-24' })).toEqual([
      'End date cannot be before start date',
    ]);
  });

  it('needs an end time after the start time, not equal to it', async () => {
    expect(await errorsOf({ ...valid, startTime: '12:00', endTime: '12:00' })).toEqual(['End time must be after start time']);
    expect(await errorsOf({ ...valid, startTime: '12:00', endTime: '12:01' })).toEqual([]);
    expect(await errorsOf({ ...valid, endTime: undefined })).toEqual(['End time is required']);
    expect(await errorsOf({ ...valid, startTime: undefined })).toEqual(['Start time is required']);
    expect(await errorsOf({ ...valid, isAllDay: undefined, startTime: null })).toEqual(['Start time is required']);
  });

  it('a missing reason is only "required"; every listed reason is accepted', async () => {
    expect(await errorsOf({ ...valid, reason: '' })).toEqual(['Reason is required']);
    for (const reason of ['break', 'lunch', 'meeting', 'training', 'vacation', 'sick_leave', 'personal', 'unavailable']) {
      expect(await errorsOf({ ...valid, reason })).toEqual([]);
    }
  });

  it('names the field of a value of the wrong type', async () => {
    expect(await errorsOf({ ...valid, isAllDay: 'yes' })).toContain('isAllDay must be true or false');
    expect(await errorsOf({ ...valid, reason: 5 })).toEqual(['Reason must be text']);
  });

  it('takes notes up to 500 characters', async () => {
    expect(await errorsOf({ ...valid, notes: 'n'.repeat(500) })).toEqual([]);
    expect(await errorsOf({ ...valid, notes: 'n'.repeat(501) })).toEqual(['Notes must be at most 500 characters']);
  });
});

describe('new customer (owner)', () => {
  it('needs a name and a phone; email is optional', async () => {
    await expect(newCustomerSchema.validate({ name: 'Ada', phone: '07700 900123' })).resolves.toMatchObject({
      email: '',
      phone: '+447700900123',
    });
    await expect(newCustomerSchema.validate({ name: '', phone: '07700 900123' })).rejects.toThrow('Customer name is required');
    await expect(newCustomerSchema.validate({ name: 'Ada', phone: '' })).rejects.toThrow('Phone number is required');
    await expect(newCustomerSchema.validate({ name: 'Ada', phone: '-----' })).rejects.toThrow('Enter a valid phone number');
  });
});

describe('owner booking', () => {
  const base = { customerId: 'c1', serviceId: 's1', barberId: 'b1' };
  it('takes the dashboard local date-time, an instant, or date and time', async () => {
    await expect(ownerBookingSchema.validate({ ...base, appointmentDate: '2026-12-01T14:00:00' })).resolves.toMatchObject({
      status: 'scheduled',
      notes: '',
    });
    await expect(ownerBookingSchema.validate({ ...base, appointmentDate: '2026-12-01T14:00:00.000Z' })).resolves.toMatchObject({
      ...base,
      appointmentDate: '2026-12-01T14:00:00.000Z',
      status: 'scheduled',
    });
    await expect(ownerBookingSchema.validate({ ...base, date: '2026-12-01', time: '14:00' })).resolves.toMatchObject({
      ...base,
      date: '2026-12-01',
      time: '14:00',
      status: 'scheduled',
    });
  });
  it('refuses a missing or impossible time, a non-scheduled status and missing ids', async () => {
    await expect(ownerBookingSchema.validate({ ...base })).rejects.toThrow('Give date and time, or appointmentDate');
    await expect(ownerBookingSchema.validate({ ...base, date: '2026-12-01' })).rejects.toThrow(
      'Give date and time, or appointmentDate',
    );
    await expect(ownerBookingSchema.validate({ ...base, time: '14:00' })).rejects.toThrow(
      'Give date and time, or appointmentDate',
    );
    await expect(ownerBookingSchema.validate({ ...base, appointmentDate: '2026-02-30T14:00:00' })).rejects.toThrow(
      'appointmentDate must be a real date and time',
    );
    await expect(ownerBookingSchema.validate({ ...base, appointmentDate: 'soon' })).rejects.toThrow(
      'appointmentDate must be a real date and time',
    );
    await expect(
      ownerBookingSchema.validate({ ...base, date: '2026-12-01', time: '14:00', status: 'cancelled' }),
    ).rejects.toThrow("status can only be 'scheduled'");
    await expect(
      ownerBookingSchema.validate({ ...base, customerId: undefined, date: '2026-12-01', time: '14:00' }),
    ).rejects.toThrow('customerId is required');
  });
});

describe('remove one day of a block', () => {
  it('takes a real date and refuses none, an unreal one and another type', async () => {
    expect(await removeBlockDaySchema.validate({ date: '2026-12-02' })).toEqual({ date: '2026-12-02' });
    await expect(removeBlockDaySchema.validate({})).rejects.toThrow('date is required');
    await expect(removeBlockDaySchema.validate({ date: '2026-02-30' })).rejects.toThrow();
    await expect(removeBlockDaySchema.validate({ date: 20261202 })).rejects.toThrow();
    await expect(removeBlockDaySchema.validate({ date: '1999-12-31' })).rejects.toThrow(
      'date must be a date between the years 2000 and 2099',
    );
  });
});
