import { describe, expect, it } from 'vitest';
import { MAX_SERVICES_PER_BOOKING } from '@barbershop/core/booking';
import { bookingReducer, canAddService, initialChoice, revealedSteps, type BookingChoice } from './bookingState';

describe('booking flow state', () => {
  it('reveals each step after the previous choice', () => {
    let s = initialChoice;
    expect(revealedSteps(s)).toEqual({ barber: false, dateTime: false, details: false });
    s = bookingReducer(s, { type: 'service', serviceId: 'cut' });
    expect(revealedSteps(s)).toEqual({ barber: true, dateTime: false, details: false });
    s = bookingReducer(s, { type: 'barber', barberId: '' }); // Any Available Stylist
    expect(revealedSteps(s)).toEqual({ barber: true, dateTime: true, details: false });
    s = bookingReducer(s, { type: 'date', date: '2030-01-01' });
    expect(revealedSteps(s).details).toBe(false);
    s = bookingReducer(s, { type: 'time', time: '10:00' });
    expect(revealedSteps(s).details).toBe(true);
  });

  it('clears barber, date and time when the service changes', () => {
    let s = bookingReducer(initialChoice, { type: 'service', serviceId: 'cut' });
    s = bookingReducer(s, { type: 'barber', barberId: 'b1' });
    s = bookingReducer(s, { type: 'date', date: '2030-01-01' });
    s = bookingReducer(s, { type: 'time', time: '10:00' });
    expect(bookingReducer(s, { type: 'service', serviceId: 'beard' })).toEqual({
      serviceIds: ['beard'],
      barberId: null,
      date: null,
      time: null,
    });
  });

  it('drops the time when the date or barber changes, or the slot was just taken', () => {
    const s = { serviceIds: ['cut'], barberId: 'b1', date: '2030-01-01', time: '10:00' };
    expect(bookingReducer(s, { type: 'date', date: '2030-01-02' }).time).toBeNull();
    expect(bookingReducer(s, { type: 'barber', barberId: 'b2' })).toMatchObject({ date: '2030-01-01', time: null });
    expect(bookingReducer(s, { type: 'slotTaken' }).time).toBeNull();
  });

  const chosen: BookingChoice = { serviceIds: ['cut'], barberId: 'b1', date: '2030-01-01', time: '10:00' };

  it('adds services in the order chosen, each once, and clears barber, date and time', () => {
    let s = bookingReducer(chosen, { type: 'addService', serviceId: 'beard' });
    expect(s).toEqual({ serviceIds: ['cut', 'beard'], barberId: null, date: null, time: null });
    s = bookingReducer(s, { type: 'addService', serviceId: 'shave' });
    expect(s.serviceIds).toEqual(['cut', 'beard', 'shave']);
    expect(bookingReducer(s, { type: 'addService', serviceId: 'beard' })).toBe(s);
    expect(bookingReducer(s, { type: 'addService', serviceId: 'cut' })).toBe(s);
  });

  it('adds nothing before the first service, nor beyond the most one booking takes', () => {
    expect(bookingReducer(initialChoice, { type: 'addService', serviceId: 'beard' })).toBe(initialChoice);
    let s = chosen;
    for (let i = 1; i < MAX_SERVICES_PER_BOOKING; i += 1) s = bookingReducer(s, { type: 'addService', serviceId: `extra-${i}` });
    expect(s.serviceIds).toHaveLength(MAX_SERVICES_PER_BOOKING);
    expect(canAddService(s)).toBe(false);
    expect(bookingReducer(s, { type: 'addService', serviceId: 'one-more' })).toBe(s);
    expect(canAddService(chosen)).toBe(true);
    expect(canAddService(initialChoice)).toBe(false);
  });

  it('removes an added service (clearing barber, date and time) but not the first one', () => {
    const s = { ...chosen, serviceIds: ['cut', 'beard', 'shave'] };
    expect(bookingReducer(s, { type: 'removeService', serviceId: 'beard' })).toEqual({
      serviceIds: ['cut', 'shave'],
      barberId: null,
      date: null,
      time: null,
    });
    expect(bookingReducer(s, { type: 'removeService', serviceId: 'cut' })).toBe(s);
    expect(bookingReducer(s, { type: 'removeService', serviceId: 'nope' })).toBe(s);
  });

  it('keeps the added services when another first service is chosen, without repeating it', () => {
    const s = { ...chosen, serviceIds: ['cut', 'beard', 'shave'] };
    expect(bookingReducer(s, { type: 'service', serviceId: 'kids' }).serviceIds).toEqual(['kids', 'beard', 'shave']);
    expect(bookingReducer(s, { type: 'service', serviceId: 'shave' }).serviceIds).toEqual(['shave', 'beard']);
  });
});
