import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { emailEnvelope } from './envelope';
import { buildIcs, foldLine } from './ics';
import {
  bookingConfirmation,
  renderEmail,
  sampleAppointmentFacts,
  thankYou,
  type AppointmentFacts,
  type OwnerFacts,
} from './templates';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';

const facts: AppointmentFacts = adaAtClassicCuts({
  customerName: '<script>alert(1)</script>',
  customerEmail: 'c@example.com',
  serviceName: 'Haircut & Style',
});

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
    for (const part of ['Classic Cuts', 'Sunday 25 October 2026', '10:00', '£35.00', 'James', 'Add to Google Calendar'])
      expect(email.text).toContain(part);
    expect(email.attachments?.[0]?.filename).toBe('appointment.ics');
  });

  it('writes an iCalendar event in UTC', () => {
    const ics = buildIcs({
      uid: 'a1',
      start: facts.start,
      end: facts.end,
      summary: 'Cut, wash',
      location: 'London',
      description: 'x',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20261025T100000Z');
    expect(ics).toContain('DTEND:20261025T104500Z');
    expect(ics).toContain('SUMMARY:Cut\\, wash');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });

  it('links the review page only when the shop has one', () => {
    expect(thankYou(facts).html).not.toContain('Leave us a review');
    expect(thankYou({ ...facts, googleBusinessUrl: 'https://g.co/kgs/x' }).html).toContain('https://g.co/kgs/x');
  });

  it('folds long iCalendar lines at 75 octets and unfolds to the original', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}${'x'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect([...part].reduce((n, c) => n + (c === 'é' ? 2 : 1), 0)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('renders every automation by type, escaped, with the facts it must carry', () => {
    const staff = renderEmail('staff_notification', facts);
    expect(staff.subject).toBe('New booking: <script>alert(1)</script>, Haircut & Style on Sunday 25 October 2026 at 10:00');
    expect(staff.html).toContain('&lt;script&gt;');
    for (const part of ['07700 900123', 'c@example.com', '£35.00', 'James']) expect(staff.text).toContain(part);
    const cancelled = renderEmail('cancellation', facts);
    expect(cancelled.subject).toBe('Appointment cancelled: Haircut & Style at Classic Cuts on Sunday 25 October 2026');
    expect(cancelled.html).not.toContain('<script>');
    const reminder = renderEmail('reminder', facts);
    expect(reminder.subject).toBe('Reminder: Haircut & Style at Classic Cuts on Sunday 25 October 2026 at 10:00');
    expect(reminder.text).toContain('Please arrive 10 minutes early.');
    const owner: OwnerFacts = {
      firstName: '<b>Jo</b>',
      businessName: 'Fade & Co',
      username: 'fadeco',
      appUrl: 'https://app.example',
    };
    // Registration emails go to an address the registrant typed: no text of theirs in the subject.
    expect(renderEmail('welcome', owner).subject).toBe('Welcome to BarberBook');
    expect(renderEmail('welcome', owner).html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(renderEmail('welcome', owner).text).toContain('fadeco');
    expect(renderEmail('feature_introduction', owner).text).toContain('https://app.example/dashboard');
    expect(renderEmail('personal_contact', owner).subject).toBe('How is your barbershop getting on?');
  });

  it('builds preview facts at 10:00 in the shop zone', () => {
    const sample = sampleAppointmentFacts(
      { shopName: 'Classic Cuts', timezone: 'Europe/London' },
      new Date('2026-07-01T12:00:00Z'),
    );
    expect(sample).toMatchObject({ date: '2026-07-04', time: '10:00', shopName: 'Classic Cuts' });
    expect(sample.start.toISOString()).toBe('2026-07-04T09:00:00.000Z');
    expect(renderEmail('booking_confirmation', sample).text).toContain('Saturday 4 July 2026');
  });
});

describe('phones in emails', () => {
  it('shows the stored E.164 phones in national format', () => {
    const cancelled = renderEmail('cancellation', facts);
    expect(cancelled.text).toContain('or call 020 7946 0011.');
    expect(cancelled.html).toContain('Classic Cuts · 12 Redchurch Street, London · 020 7946 0011');
    expect(renderEmail('staff_notification', facts).text).toContain('Phone: 07700 900123');
    expect(bookingConfirmation(facts).attachments?.[0]?.content.replace(/\r\n /g, '')).toContain(
      'contact Classic Cuts on 020 7946 0011',
    );
    expect(cancelled.text).not.toContain('+44');
  });
});

describe('every email reaches someone who can act', () => {
  const withLink: AppointmentFacts = { ...facts, shopUrl: 'https://app.example/classic-cuts' };

  it('has a plain-text part and a footer link to the shop page, in both parts', () => {
    for (const type of ['booking_confirmation', 'staff_notification', 'cancellation', 'reminder', 'thank_you'] as const) {
      const email = renderEmail(type, withLink);
      expect(email.text).toContain('Visit Classic Cuts: https://app.example/classic-cuts');
      expect(email.html).toContain('<a href="https://app.example/classic-cuts">Visit Classic Cuts</a>');
      expect(email.text).not.toContain('<p>');
    }
    const owner: OwnerFacts = {
      firstName: 'Jo',
      businessName: 'Fade Co',
      username: 'fadeco',
      appUrl: 'https://app.example',
      shopUrl: 'https://app.example/fade-co',
    };
    expect(renderEmail('feature_introduction', owner).html).toContain('<a href="https://app.example/fade-co">');
    expect(renderEmail('welcome', { ...owner, shopUrl: undefined }).text).toContain('BarberBook: https://app.example');
  });

  it('says in the shop notification who made the booking', () => {
    expect(renderEmail('staff_notification', { ...facts, source: 'online' }).text).toMatch(/^A customer has booked online\./);
    expect(renderEmail('staff_notification', { ...facts, source: 'owner' }).text).toMatch(
      /^Booked by the owner from the dashboard\./,
    );
    expect(renderEmail('staff_notification', { ...facts, source: 'owner' }).html).toContain(
      'Booked by the owner from the dashboard.',
    );
  });

  it('comes from the shop via BarberBook with replies to the shop; the notification replies to the customer', () => {
    expect(emailEnvelope('booking_confirmation', facts)).toEqual({
      fromName: 'Classic Cuts via BarberBook',
      replyTo: 'shop@example.com',
    });
    expect(emailEnvelope('reminder', { ...facts, shopEmail: '' })).toEqual({
      fromName: 'Classic Cuts via BarberBook',
      replyTo: null,
    });
    expect(emailEnvelope('staff_notification', facts)).toEqual({ fromName: 'BarberBook', replyTo: 'c@example.com' });
    expect(emailEnvelope('welcome', {})).toEqual({ fromName: 'BarberBook', replyTo: null });
  });
});
