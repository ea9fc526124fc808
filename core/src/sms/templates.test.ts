import { describe, expect, it } from 'vitest';
import { smsEncoding } from './segments';
import {
  renderSms,
  smsCancelDoneReply,
  smsCancelRefusedReply,
  smsHelpReply,
  smsNoBookingReply,
  smsStartReply,
  smsStopReply,
} from './templates';

const facts = {
  shopName: 'Classic Cuts',
  customerName: 'Sam Taylor',
  date: '2026-12-03',
  time: '14:30',
  barberName: 'James',
  manageUrl: 'https://barberbook.app/booking/abc?t=tok',
};
const open = { kind: 'open' as const, until: new Date('2026-12-02T14:30:00Z') };
const closed = { kind: 'closed' as const, cutoffHours: 24 };

describe('renderSms', () => {
  it('confirms with the shop, the time, the barber, the manage link and the opt-out', () => {
    expect(renderSms('sms_confirmation', { ...facts, changeWindow: open })).toBe(
      "Hi Sam, you're booked at Classic Cuts: Thu 3 Dec at 14:30 with James. Change or cancel: https://barberbook.app/booking/abc?t=tok Reply STOP to opt out.",
    );
  });

  it('reminds with the date, not "tomorrow" (a booking made on the day is reminded that day)', () => {
    expect(renderSms('sms_reminder', { ...facts, changeWindow: closed })).toBe(
      'Reminder: Classic Cuts on Thu 3 Dec at 14:30 with James. Reply STOP to opt out.',
    );
    expect(renderSms('sms_reminder', { ...facts, changeWindow: open })).toBe(
      'Reminder: Classic Cuts on Thu 3 Dec at 14:30 with James. Change or cancel: https://barberbook.app/booking/abc?t=tok Reply C to cancel. Reply STOP to opt out.',
    );
  });

  it('offers the link and "Reply C" in a reminder only while the booking can be changed online', () => {
    const openText = renderSms('sms_reminder', { ...facts, changeWindow: open });
    expect(openText).toContain('https://barberbook.app/booking/abc?t=tok');
    expect(openText).toMatch(/Reply C to cancel\. Reply STOP to opt out\.$/);
    const closedText = renderSms('sms_reminder', { ...facts, changeWindow: closed });
    expect(closedText).not.toContain('http');
    expect(closedText).not.toContain('Reply C');
    expect(closedText).toMatch(/Reply STOP to opt out\.$/);
    expect(renderSms('sms_reminder_2h', { ...facts, changeWindow: { kind: 'off' } })).toBe(
      'Reminder: Classic Cuts today at 14:30 with James. Reply STOP to opt out.',
    );
  });

  it('says "Reply C" only in the reminders, and no opt-out line in a cancellation', () => {
    expect(renderSms('sms_confirmation', facts)).not.toContain('Reply C');
    expect(renderSms('sms_moved', facts)).not.toContain('Reply C');
    expect(renderSms('sms_cancelled', facts)).toBe('Classic Cuts: your appointment on Thu 3 Dec at 14:30 is cancelled.');
    expect(renderSms('sms_reminder_2h', facts)).toContain('Reply C to cancel.');
  });

  it('gives the new time of a moved booking', () => {
    expect(renderSms('sms_moved', { ...facts, time: '16:00' })).toContain('has moved to Thu 3 Dec at 16:00 with James');
  });

  it('holds a waitlist offer until a time in the shop zone, with the offer link', () => {
    const text = renderSms('sms_waitlist_offer', {
      shopName: 'Classic Cuts',
      customerName: 'Ana',
      timezone: 'Europe/London',
      offer: {
        date: '2026-07-03',
        time: '14:30',
        barberName: 'James',
        expiresAt: new Date('2026-07-03T12:10:00Z'),
        offerUrl: 'https://barberbook.app/offer/o1?token=t',
      },
    });
    expect(text).toBe(
      'Hi Ana, a time is free at Classic Cuts: Fri 3 Jul at 14:30 with James. Held for you until 13:10: https://barberbook.app/offer/o1?token=t',
    );
  });

  it('keeps typographic punctuation in names out of the way of GSM-7', () => {
    expect(smsEncoding(renderSms('sms_confirmation', { ...facts, shopName: 'O’Neill’s – Barbers' }))).toBe('GSM-7');
  });
});

describe('reply texts', () => {
  it('answers HELP, STOP and START in plain GSM-7', () => {
    for (const text of [smsHelpReply('BarberBook'), smsStopReply(), smsStartReply(), smsNoBookingReply()]) {
      expect(smsEncoding(text)).toBe('GSM-7');
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect(smsHelpReply('BarberBook')).toMatch(/^BarberBook: .*STOP.*START/);
  });

  it('confirms a cancel, and refuses one with the shop phone number', () => {
    const booking = { shopName: 'Classic Cuts', date: '2026-12-03', time: '14:30', shopPhone: '+447700900123' };
    expect(smsCancelDoneReply(booking)).toBe('Cancelled: your appointment at Classic Cuts on Thu 3 Dec at 14:30.');
    expect(smsCancelRefusedReply(booking)).toContain('please call Classic Cuts on 07700 900123');
    expect(smsCancelRefusedReply({ ...booking, shopPhone: '' })).toContain('please contact Classic Cuts.');
  });
});
