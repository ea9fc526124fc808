import { describe, expect, it } from 'vitest';
import { bookingReducer, initialChoice, revealedSteps } from './bookingState';

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
      serviceId: 'beard',
      barberId: null,
      date: null,
      time: null,
    });
  });

  it('drops the time when the date or barber changes, or the slot was just taken', () => {
    const s = { serviceId: 'cut', barberId: 'b1', date: '2030-01-01', time: '10:00' };
    expect(bookingReducer(s, { type: 'date', date: '2030-01-02' }).time).toBeNull();
    expect(bookingReducer(s, { type: 'barber', barberId: 'b2' })).toMatchObject({ date: '2030-01-01', time: null });
    expect(bookingReducer(s, { type: 'slotTaken' }).time).toBeNull();
  });
});
