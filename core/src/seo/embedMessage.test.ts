import { describe, expect, it } from 'vitest';
import { EMBED_BOOKED, embedBookedMessage, embedBookingOf } from './embedMessage';

const booking = { shop: 'classic-cuts', date: '2026-12-03', time: '10:30', serviceIds: ['svc-1', 'svc-2'] };

describe('the embed booking message', () => {
  it('carries only the public facts, even when handed a whole appointment with its manage token', () => {
    const appointment = { ...booking, id: 'appt-1', manageToken: 'secret-token', customerEmail: 'a@example.com' };
    const message = embedBookedMessage(appointment);
    expect(message).toEqual({ type: EMBED_BOOKED, ...booking });
    expect(JSON.stringify(message)).not.toMatch(/secret-token|appt-1|example\.com/);
  });

  it('is read back by the host script', () => {
    expect(embedBookingOf(embedBookedMessage(booking))).toEqual(booking);
  });

  it('ignores any other message a page receives', () => {
    for (const data of [
      null,
      'barberbook:booked',
      { type: 'other', ...booking },
      { ...booking },
      { type: EMBED_BOOKED, ...booking, date: '3 Dec' },
      { type: EMBED_BOOKED, ...booking, time: 1030 },
      { type: EMBED_BOOKED, ...booking, serviceIds: 'svc-1' },
      { type: EMBED_BOOKED, ...booking, serviceIds: [1] },
      { type: EMBED_BOOKED, ...booking, shop: undefined },
    ])
      expect(embedBookingOf(data), JSON.stringify(data)).toBeNull();
  });
});
