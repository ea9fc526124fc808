// A shop outside London: its emails, its .ics attachment, its calendar link and its "today"
// all speak the shop's own zone. 10 March 2026 falls between the US clock change (8 March) and
// the UK one (29 March), so New York is 4 hours behind UTC while London is on UTC: any place
// that assumed London would be an hour out.
import { describe, expect, it } from 'vitest';
import { lastBookableDate } from '../booking/horizon';
import { DEFAULT_TIMEZONE } from '../model/types';
import { instantToZoned, todayIn, zonedToInstant } from '../time/zone';
import { buildIcs } from './ics';
import { renderEmail, sampleAppointmentFacts, type AppointmentFacts } from './templates';

const NEW_YORK = 'America/New_York';
const start = zonedToInstant('2026-03-10', '10:00', NEW_YORK);

const facts: AppointmentFacts = {
  appointmentId: 'ny1',
  shopName: 'Brooklyn Cuts',
  shopAddress: '5 Bedford Avenue, Brooklyn',
  shopPhone: '+12125550123',
  shopEmail: 'shop@example.com',
  googleBusinessUrl: '',
  customerName: 'Ada Lovelace',
  customerPhone: '+447700900123',
  customerEmail: 'ada@example.com',
  serviceName: 'Skin Fade',
  barberName: 'James',
  date: '2026-03-10',
  time: '10:00',
  durationMin: 45,
  pricePence: 3500,
  start,
  end: new Date(start.getTime() + 45 * 60_000),
  notes: '',
};

describe("a New York shop's own time zone", () => {
  it('stores 10:00 in New York as 14:00 UTC and reads it back as 10:00 in New York', () => {
    expect(start.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(instantToZoned(start, NEW_YORK)).toEqual({ date: '2026-03-10', time: '10:00' });
  });

  it("the confirmation states the shop's wall time and attaches an .ics at the same instant", () => {
    const email = renderEmail('booking_confirmation', facts);
    expect(email.subject).toBe('Booking confirmed: Skin Fade at Brooklyn Cuts on Tuesday 10 March 2026 at 10:00');
    expect(email.text).toContain('Date: Tuesday 10 March 2026\nTime: 10:00\n');
    expect(email.text).toContain('dates=20260310T140000Z%2F20260310T144500Z');
    const ics = email.attachments?.[0]?.content ?? '';
    expect(ics).toContain('\r\nDTSTART:20260310T140000Z\r\nDTEND:20260310T144500Z\r\n');
  });

  it('the reminder, cancellation and staff notification name the same day and time', () => {
    expect(renderEmail('reminder', facts).subject).toBe('Reminder: Skin Fade at Brooklyn Cuts on Tuesday 10 March 2026 at 10:00');
    expect(renderEmail('cancellation', facts).subject).toBe(
      'Appointment cancelled: Skin Fade at Brooklyn Cuts on Tuesday 10 March 2026',
    );
    expect(renderEmail('staff_notification', facts).subject).toBe(
      'New booking: Ada Lovelace, Skin Fade on Tuesday 10 March 2026 at 10:00',
    );
  });

  it('an .ics built from a New York booking carries UTC instants, which every calendar places right', () => {
    const ics = buildIcs({
      uid: 'ny1',
      start,
      end: facts.end,
      summary: 'Skin Fade at Brooklyn Cuts',
      location: '5 Bedford Avenue, Brooklyn',
      description: 'With James.',
      now: new Date('2026-03-01T12:00:00Z'),
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//BarberBook//Booking//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:ny1@barberbook',
        'SEQUENCE:0',
        'DTSTAMP:20260301T120000Z',
        'DTSTART:20260310T140000Z',
        'DTEND:20260310T144500Z',
        'SUMMARY:Skin Fade at Brooklyn Cuts',
        'LOCATION:5 Bedford Avenue\\, Brooklyn',
        'DESCRIPTION:With James.',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it("the Email Flow preview books three days after the shop's today, at 10:00 its time", () => {
    // 02:30 UTC on 10 March: already the 10th in London, still the 9th in New York.
    const sample = sampleAppointmentFacts({ shopName: 'Brooklyn Cuts', timezone: NEW_YORK }, new Date('2026-03-10T02:30:00Z'));
    expect([sample.date, sample.time, sample.start.toISOString()]).toEqual(['2026-03-12', '10:00', '2026-03-12T14:00:00.000Z']);
  });

  it('a shop without a zone previews in the default zone, Europe/London', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/London');
    const sample = sampleAppointmentFacts({}, new Date('2026-03-10T02:30:00Z'));
    expect([sample.date, sample.time, sample.start.toISOString()]).toEqual(['2026-03-13', '10:00', '2026-03-13T10:00:00.000Z']);
  });

  it("today and the last bookable day follow the shop's calendar, not London's", () => {
    const now = new Date('2026-03-10T02:30:00Z');
    expect(todayIn(NEW_YORK, now)).toBe('2026-03-09');
    expect(lastBookableDate(NEW_YORK, 30, now)).toBe('2026-04-08');
    expect(lastBookableDate(DEFAULT_TIMEZONE, 30, now)).toBe('2026-04-09');
  });
});
