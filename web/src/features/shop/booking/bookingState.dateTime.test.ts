import { describe, expect, it } from 'vitest';
import { bookingReducer, initialChoice, revealedSteps } from './bookingState';

describe('Next available in the booking state', () => {
  it('chooses a date and its time together, keeping the services and the barber, and reveals the details', () => {
    let s = bookingReducer(initialChoice, { type: 'service', serviceId: 'cut' });
    s = bookingReducer(s, { type: 'barber', barberId: '' });
    s = bookingReducer(s, { type: 'date', date: '2030-01-01' });
    s = bookingReducer(s, { type: 'dateTime', date: '2030-01-03', time: '10:30' });
    expect(s).toEqual({ serviceIds: ['cut'], barberId: '', date: '2030-01-03', time: '10:30' });
    expect(revealedSteps(s).details).toBe(true);
  });
});
