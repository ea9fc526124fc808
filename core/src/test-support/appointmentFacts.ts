import type { AppointmentFacts } from '../email/templates';

/**
 * One booking's facts for the email tests: Ada Lovelace's Skin Fade with James at Classic Cuts on
 * Sunday 25 October 2026 (the autumn clock change) at 10:00 GMT. Tests override what they test.
 */
export function adaAtClassicCuts(overrides: Partial<AppointmentFacts> = {}): AppointmentFacts {
  return {
    appointmentId: 'a1',
    shopName: 'Classic Cuts',
    shopAddress: '12 Redchurch Street, London',
    shopPhone: '+442079460011',
    shopEmail: 'shop@example.com',
    googleBusinessUrl: '',
    customerName: 'Ada Lovelace',
    customerPhone: '+447700900123',
    customerEmail: 'ada@example.com',
    serviceName: 'Skin Fade',
    barberName: 'James',
    date: '2026-10-25',
    time: '10:00',
    durationMin: 45,
    pricePence: 3500,
    start: new Date('2026-10-25T10:00:00Z'),
    end: new Date('2026-10-25T10:45:00Z'),
    notes: '',
    ...overrides,
  };
}
