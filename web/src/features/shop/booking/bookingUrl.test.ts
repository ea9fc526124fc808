import { describe, expect, it } from 'vitest';
import { initialChoice, type BookingChoice } from './bookingState';
import { choiceFromParams, hasChoice, historyModeFor, knownChoice, paramsWithChoice } from './bookingUrl';

const full: BookingChoice = { serviceIds: ['cut', 'beard'], barberId: 'b1', date: '2030-01-15', time: '10:30' };
const read = (query: string) => choiceFromParams(new URLSearchParams(query));

describe('booking choice in the address', () => {
  it('writes every step and reads it back, Any Available Stylist as any', () => {
    const params = paramsWithChoice(new URLSearchParams(), full);
    expect(params.toString()).toBe('services=cut%2Cbeard&barber=b1&date=2030-01-15&time=10%3A30');
    expect(choiceFromParams(params)).toEqual(full);
    const any = { ...full, barberId: '' };
    expect(paramsWithChoice(new URLSearchParams(), any).get('barber')).toBe('any');
    expect(choiceFromParams(paramsWithChoice(new URLSearchParams(), any))).toEqual(any);
  });

  it('keeps the other parameters and drops the steps no longer chosen', () => {
    const params = paramsWithChoice(new URLSearchParams('ref=flyer&time=09:00&date=2030-01-01'), {
      ...initialChoice,
      serviceIds: ['cut'],
    });
    expect(params.toString()).toBe('ref=flyer&services=cut');
    expect(hasChoice(params)).toBe(true);
    expect(hasChoice(paramsWithChoice(params, initialChoice))).toBe(false);
    expect(hasChoice(new URLSearchParams('ref=flyer'))).toBe(false);
  });

  it('drops what is malformed with every later step', () => {
    expect(read('')).toEqual(initialChoice);
    expect(read('services=&barber=b1')).toEqual(initialChoice);
    expect(read('services=cut,cut,bad%20id&barber=b1')).toEqual({ ...initialChoice, serviceIds: ['cut'], barberId: 'b1' });
    expect(read('services=cut&barber=b%20x&date=2030-01-15&time=10:30')).toEqual({ ...initialChoice, serviceIds: ['cut'] });
    expect(read('services=cut&barber=any&date=2030-13-01&time=10:30')).toEqual({
      serviceIds: ['cut'],
      barberId: '',
      date: null,
      time: null,
    });
    expect(read('services=cut&barber=any&date=2030-01-15&time=25:00')).toEqual({
      serviceIds: ['cut'],
      barberId: '',
      date: '2030-01-15',
      time: null,
    });
    // a time without a date says nothing
    expect(read('services=cut&barber=any&time=10:00').time).toBeNull();
  });

  it('takes no more services than a visit may have', () => {
    expect(read('services=a,b,c,d,e,f,g,h,i,j,k').serviceIds.length).toBeLessThan(11);
  });
});

describe('the choice as the shop can take it', () => {
  const eligible = (ids: string[]) => (ids.includes('beard') ? ['b1'] : ['b1', 'b2']);

  it('keeps a choice the shop still offers', () => {
    expect(knownChoice(full, ['cut', 'beard'], eligible)).toEqual(full);
    expect(knownChoice({ ...full, barberId: '' }, ['cut', 'beard'], eligible)).toEqual({ ...full, barberId: '' });
  });

  it('drops a service no longer offered, and the barber, date and time with it', () => {
    expect(knownChoice(full, ['cut'], eligible)).toEqual({ ...initialChoice, serviceIds: ['cut'] });
    expect(knownChoice(full, [], eligible)).toEqual(initialChoice);
  });

  it('drops a barber who is gone or does not do every chosen service, with the date and time', () => {
    expect(knownChoice({ ...full, barberId: 'b2' }, ['cut', 'beard'], eligible)).toEqual({
      ...initialChoice,
      serviceIds: ['cut', 'beard'],
    });
  });
});

describe('history', () => {
  const service = { ...initialChoice, serviceIds: ['cut'] };
  const barber = { ...service, barberId: '' };
  const date = { ...barber, date: '2030-01-15' };
  const time = { ...date, time: '10:30' };

  it('makes a new entry for each step opened, so Back returns to the step before', () => {
    expect(historyModeFor(initialChoice, service)).toBe('push');
    expect(historyModeFor(service, barber)).toBe('push');
    expect(historyModeFor(date, time)).toBe('push');
  });

  it('replaces the entry for a change within a step or one that closes steps', () => {
    expect(historyModeFor(barber, date)).toBe('replace');
    expect(historyModeFor(time, { ...time, time: '11:00' })).toBe('replace');
    expect(historyModeFor(time, { ...time, date: '2030-01-16', time: null })).toBe('replace');
    expect(historyModeFor(time, { ...service, serviceIds: ['beard'] })).toBe('replace');
  });
});
