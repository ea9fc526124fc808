import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { buildIcs } from './ics';
import { bookingConfirmation, thankYou, type AppointmentFacts } from './templates';

const facts: AppointmentFacts = {
  appointmentId: 'a1',
  shopName: 'Classic Cuts',
  shopAddress: '12 Redchurch Street, London',
  shopPhone: '020 7946 0011',
  shopEmail: 'shop@example.com',
  googleBusinessUrl: '',
  customerName: '<script>alert(1)</script>',
  customerPhone: '07700 900123',
  customerEmail: 'c@example.com',
  serviceName: 'Haircut & Style',
  barberName: 'James',
  date: '2026-10-25',
  time: '10:00',
  durationMin: 45,
  pricePence: 3500,
  start: new Date('2026-10-25T10:00:00Z'),
  end: new Date('2026-10-25T10:45:00Z'),
  notes: '',
};

describe('email templates', () => {
  it('escapes user text in HTML', () => {
    const email = bookingConfirmation(facts);
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Haircut &amp; Style');
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('carries shop, service, date and time in the shop zone, and price', () => {
    const email = bookingConfirmation(facts);
    expect(email.subject).toBe('Booking confirmed: Haircut & Style at Classic Cuts on Sunday 25 October 2026 at 10:00');
    for (const part of ['Classic Cuts', 'Sunday 25 October 2026', '10:00', '£35.00', 'James', 'Add to Google Calendar']) expect(email.text).toContain(part);
    expect(email.attachments?.[0]?.filename).toBe('appointment.ics');
  });

  it('writes an iCalendar event in UTC', () => {
    const ics = buildIcs({ uid: 'a1', start: facts.start, end: facts.end, summary: 'Cut, wash', location: 'London', description: 'x', now: new Date('2026-01-01T00:00:00Z') });
    expect(ics).toContain('DTSTART:20261025T100000Z');
    expect(ics).toContain('DTEND:20261025T104500Z');
    expect(ics).toContain('SUMMARY:Cut\\, wash');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });

  it('links the review page only when the shop has one', () => {
    expect(thankYou(facts).html).not.toContain('Leave us a review');
    expect(thankYou({ ...facts, googleBusinessUrl: 'https://g.co/kgs/x' }).html).toContain('https://g.co/kgs/x');
  });
});
