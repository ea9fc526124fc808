import { describe, expect, it } from 'vitest';
import { emailEnvelope } from './envelope';
import { appointmentIcs, renderEmail, type AppointmentFacts } from './templates';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';

const facts: AppointmentFacts = adaAtClassicCuts({
  appointmentId: 'appt-9',
  date: '2026-10-27',
  time: '14:30',
  start: new Date('2026-10-27T14:30:00Z'),
  end: new Date('2026-10-27T15:15:00Z'),
});

const line = (ics: string, name: string) => ics.split('\r\n').find((l) => l.startsWith(`${name}:`));

describe('the calendar event of one appointment', () => {
  it('keeps one UID while its SEQUENCE rises with each change, and a cancel is one above', () => {
    const booked = appointmentIcs(facts, 'PUBLISH');
    const moved = appointmentIcs({ ...facts, sequence: 1 }, 'REQUEST');
    const movedTwice = appointmentIcs({ ...facts, sequence: 2 }, 'REQUEST');
    const cancelled = appointmentIcs({ ...facts, sequence: 2 }, 'CANCEL');
    for (const ics of [booked, moved, movedTwice, cancelled]) expect(line(ics, 'UID')).toBe('UID:appt-9@barberbook');
    expect([booked, moved, movedTwice, cancelled].map((ics) => line(ics, 'SEQUENCE'))).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:2',
      'SEQUENCE:3',
    ]);
    expect(line(booked, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(line(moved, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(cancelled, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(cancelled, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(line(cancelled, 'DTSTART')).toBe('DTSTART:20261027T143000Z');
  });

  it('the confirmation publishes the stored SEQUENCE (0 for an appointment stored without one)', () => {
    const ics = renderEmail('booking_confirmation', facts).attachments![0]!.content;
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(line(ics, 'METHOD')).toBe('METHOD:PUBLISH');
  });
});

describe('booking moved', () => {
  it('tells the customer the new time and moves the calendar event', () => {
    const email = renderEmail('booking_moved', { ...facts, sequence: 1 });
    expect(email.subject).toBe('Appointment moved: Skin Fade at Classic Cuts on Tuesday 27 October 2026 at 14:30');
    expect(email.html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Your appointment has moved</h1>');
    expect(email.html).toContain('<p>Hi Ada Lovelace,</p><p>Your appointment has moved. Here are the new details.</p><table');
    expect(email.html).toContain('<p>The attached calendar file updates the event in your calendar.</p>');
    expect(email.text).toBe(
      'Hi Ada Lovelace,\n\nYour appointment has moved. Here are the new details.\n\n' +
        'Barbershop: Classic Cuts\nService: Skin Fade\nBarber: James\nDate: Tuesday 27 October 2026\nTime: 14:30\n' +
        'Duration: 45 minutes\nPrice: £35.00\nAddress: 12 Redchurch Street, London\n\n' +
        'The attached calendar file updates the event in your calendar.\n\nTo cancel or reschedule, contact the shop. Call Classic Cuts on 020 7946 0011 or reply to this email.\n\n-- \nClassic Cuts · 12 Redchurch Street, London · 020 7946 0011',
    );
    expect(email.attachments).toHaveLength(1);
    const ics = email.attachments![0]!;
    expect(ics).toMatchObject({ filename: 'appointment.ics', type: 'text/calendar' });
    expect(line(ics.content, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(ics.content, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(emailEnvelope('booking_moved', facts)).toEqual({
      fromName: 'Classic Cuts via BarberBook',
      replyTo: 'shop@example.com',
    });
  });
});

describe('cancellation', () => {
  it('carries a CANCEL of the same event, one SEQUENCE above the stored one', () => {
    const email = renderEmail('cancellation', { ...facts, sequence: 1 });
    expect(email.text).toContain('Your appointment has been cancelled.');
    expect(email.attachments).toEqual([{ filename: 'appointment.ics', type: 'text/calendar', content: expect.any(String) }]);
    const ics = email.attachments![0]!.content;
    expect(line(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(ics, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(line(ics, 'UID')).toBe('UID:appt-9@barberbook');
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:2');
  });
});

describe('the shop hears of a customer moving their booking', () => {
  it('names the customer and the new time; replies reach the customer', () => {
    const email = renderEmail('customer_moved_notification', facts);
    expect(email.subject).toBe('Booking moved by the customer: Ada Lovelace, Skin Fade now on Tuesday 27 October 2026 at 14:30');
    expect(email.html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Booking moved</h1>');
    expect(email.text).toBe(
      'The customer moved this booking online to the time below. Their previous time is free again.\n\n' +
        'Service: Skin Fade\nBarber: James\nDate: Tuesday 27 October 2026\nTime: 14:30\nDuration: 45 minutes\nPrice: £35.00\n' +
        'Customer: Ada Lovelace\nPhone: 07700 900123\nEmail: ada@example.com\n\n-- \nClassic Cuts · 12 Redchurch Street, London · 020 7946 0011',
    );
    expect(email.attachments).toBeUndefined();
    expect(emailEnvelope('customer_moved_notification', facts)).toEqual({ fromName: 'BarberBook', replyTo: 'ada@example.com' });
  });
});

describe('the shop hears of a customer cancelling', () => {
  it('names the customer and the freed time; replies reach the customer', () => {
    const email = renderEmail('customer_cancelled_notification', facts);
    expect(email.subject).toBe('Booking cancelled by the customer: Ada Lovelace, Skin Fade on Tuesday 27 October 2026 at 14:30');
    expect(email.html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Booking cancelled</h1>');
    expect(email.html).toContain('<p>The customer cancelled this booking online. The time is free again.</p><table');
    expect(email.text).toBe(
      'The customer cancelled this booking online. The time is free again.\n\n' +
        'Service: Skin Fade\nBarber: James\nDate: Tuesday 27 October 2026\nTime: 14:30\nDuration: 45 minutes\nPrice: £35.00\n' +
        'Customer: Ada Lovelace\nPhone: 07700 900123\nEmail: ada@example.com\n\n-- \nClassic Cuts · 12 Redchurch Street, London · 020 7946 0011',
    );
    expect(email.attachments).toBeUndefined();
    expect(emailEnvelope('customer_cancelled_notification', facts)).toEqual({
      fromName: 'BarberBook',
      replyTo: 'ada@example.com',
    });
  });
});
