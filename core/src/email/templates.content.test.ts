// What each email says, word for word, in its HTML and its plain-text part: the frame, the title,
// the body, the details table and the footer (shop line and link), for every template.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookedBy,
  isAppointmentEmailType,
  renderEmail,
  sampleAppointmentFacts,
  type AppointmentFacts,
  type OwnerFacts,
} from './templates';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';

const facts: AppointmentFacts = adaAtClassicCuts();

const owner: OwnerFacts = { firstName: 'Jo', businessName: 'Fade Co', username: 'fadeco', appUrl: 'https://app.example' };

/** The frame every email shares, around its title, body and footer. */
const page = (title: string, body: string, footer: string) =>
  `<!doctype html><html><body style="margin:0;background:#f7f5f2;font-family:Arial,Helvetica,sans-serif;color:#1a1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;padding:24px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${title}</h1>${body}
<p style="color:#666;font-size:12px;margin-top:24px">${footer}</p></td></tr></table></td></tr></table></body></html>`;

const table = (rows: [string, string][]) =>
  `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><td style="color:#666">${k}</td><td><strong>${v}</strong></td></tr>`).join('')}</table>`;

const ROWS: [string, string][] = [
  ['Barbershop', 'Classic Cuts'],
  ['Service', 'Skin Fade'],
  ['Barber', 'James'],
  ['Date', 'Sunday 25 October 2026'],
  ['Time', '10:00'],
  ['Duration', '45 minutes'],
  ['Price', '£35.00'],
  ['Address', '12 Redchurch Street, London'],
];
const ROWS_TEXT =
  'Barbershop: Classic Cuts\nService: Skin Fade\nBarber: James\nDate: Sunday 25 October 2026\nTime: 10:00\nDuration: 45 minutes\nPrice: £35.00\nAddress: 12 Redchurch Street, London';
const SHOP_LINE = 'Classic Cuts · 12 Redchurch Street, London · 020 7946 0011';
const GCAL =
  'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Skin%20Fade%20at%20Classic%20Cuts&dates=20261025T100000Z%2F20261025T104500Z&location=12%20Redchurch%20Street%2C%20London&details=With%20James.%20To%20cancel%20or%20reschedule%2C%20contact%20Classic%20Cuts%20on%20020%207946%200011.';

describe('booking confirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T08:30:15.250Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the booking, its details, the calendar link and what happens next, in both parts', () => {
    const email = renderEmail('booking_confirmation', facts);
    expect(email.subject).toBe('Booking confirmed: Skin Fade at Classic Cuts on Sunday 25 October 2026 at 10:00');
    expect(email.html).toBe(
      page(
        'Booking Confirmed!',
        `<p>Hi Ada Lovelace,</p><p>Your appointment is booked.</p>${table(ROWS)}
<p><a href="${GCAL.replace(/&/g, '&amp;')}">Add to Google Calendar</a></p>
<p>We'll send you a reminder 24 hours before. Please arrive 10 minutes early.</p>
<p>To cancel or reschedule, contact the shop. Call Classic Cuts on 020 7946 0011 or reply to this email.</p>`,
        SHOP_LINE,
      ),
    );
    expect(email.text).toBe(
      `Hi Ada Lovelace,\n\nYour appointment is booked.\n\n${ROWS_TEXT}\n\nAdd to Google Calendar: ${GCAL}\n\nWe'll send you a reminder 24 hours before. Please arrive 10 minutes early.\n\nTo cancel or reschedule, contact the shop. Call Classic Cuts on 020 7946 0011 or reply to this email.\n\n-- \n${SHOP_LINE}`,
    );
  });

  it('attaches the event as an iCalendar file stamped with the time of sending', () => {
    expect(renderEmail('booking_confirmation', facts).attachments).toEqual([
      {
        filename: 'appointment.ics',
        type: 'text/calendar',
        content:
          'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//BarberBook//Booking//EN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:a1@barberbook\r\nSEQUENCE:0\r\nDTSTAMP:20261001T083015Z\r\n' +
          'DTSTART:20261025T100000Z\r\nDTEND:20261025T104500Z\r\nSUMMARY:Skin Fade at Classic Cuts\r\nLOCATION:12 Redchurch Street\\, London\r\n' +
          'DESCRIPTION:With James. To cancel or reschedule\\, contact Classic Cuts on 0\r\n 20 7946 0011.\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      },
    ]);
  });
});

describe('staff notification', () => {
  const rows = (notes: string): [string, string][] => [
    ...ROWS.slice(1, 7),
    ['Customer', 'Ada Lovelace'],
    ['Phone', '07700 900123'],
    ['Email', 'ada@example.com'],
    ['Notes', notes],
  ];

  it('gives the shop the booking and the customer, with a dash for no notes', () => {
    const email = renderEmail('staff_notification', facts);
    expect(email.subject).toBe('New booking: Ada Lovelace, Skin Fade on Sunday 25 October 2026 at 10:00');
    expect(email.html).toBe(page('New booking', `<p>A customer has booked online.</p>${table(rows('-'))}`, SHOP_LINE));
    expect(email.text).toBe(
      'A customer has booked online.\n\nService: Skin Fade\nBarber: James\nDate: Sunday 25 October 2026\nTime: 10:00\nDuration: 45 minutes\nPrice: £35.00\n' +
        `Customer: Ada Lovelace\nPhone: 07700 900123\nEmail: ada@example.com\nNotes: -\n\n-- \n${SHOP_LINE}`,
    );
    expect(email.attachments).toBeUndefined();
  });

  it("carries the customer's notes and says when the owner booked", () => {
    const email = renderEmail('staff_notification', { ...facts, notes: 'Beard trim too', source: 'owner' });
    expect(email.html).toBe(
      page('New booking', `<p>Booked by the owner from the dashboard.</p>${table(rows('Beard trim too'))}`, SHOP_LINE),
    );
    expect(email.text).toContain('\nNotes: Beard trim too\n\n-- \n');
  });

  it('names who booked: the owner, else a customer online', () => {
    expect(bookedBy({ ...facts, source: 'owner' })).toBe('Booked by the owner from the dashboard.');
    expect(bookedBy({ ...facts, source: 'online' })).toBe('A customer has booked online.');
    expect(bookedBy(facts)).toBe('A customer has booked online.');
  });
});

describe('cancellation and reminder', () => {
  it('cancellation: the details and how to book again', () => {
    const email = renderEmail('cancellation', facts);
    expect(email.subject).toBe('Appointment cancelled: Skin Fade at Classic Cuts on Sunday 25 October 2026');
    expect(email.html).toBe(
      page(
        'Appointment Cancelled',
        `<p>Hi Ada Lovelace,</p><p>Your appointment has been cancelled.</p>${table(ROWS)}<p>To book again, visit Classic Cuts's booking page or call 020 7946 0011.</p>`,
        SHOP_LINE,
      ),
    );
    expect(email.text).toBe(
      `Hi Ada Lovelace,\n\nYour appointment has been cancelled.\n\n${ROWS_TEXT}\n\nTo book again, visit Classic Cuts's booking page or call 020 7946 0011.\n\n-- \n${SHOP_LINE}`,
    );
  });

  it('reminder: the details and to arrive early', () => {
    const email = renderEmail('reminder', facts);
    expect(email.subject).toBe('Reminder: Skin Fade at Classic Cuts on Sunday 25 October 2026 at 10:00');
    expect(email.html).toBe(
      page(
        'See you soon',
        `<p>Hi Ada Lovelace,</p><p>This is a reminder of your appointment.</p>${table(ROWS)}<p>Please arrive 10 minutes early.</p>\n<p>To cancel or reschedule, contact the shop. Call Classic Cuts on 020 7946 0011 or reply to this email.</p>`,
        SHOP_LINE,
      ),
    );
    expect(email.text).toBe(
      `Hi Ada Lovelace,\n\nThis is a reminder of your appointment.\n\n${ROWS_TEXT}\n\nPlease arrive 10 minutes early.\n\nTo cancel or reschedule, contact the shop. Call Classic Cuts on 020 7946 0011 or reply to this email.\n\n-- \n${SHOP_LINE}`,
    );
  });
});

describe('thank you', () => {
  it('without a review page: thanks, and hopes the visit was enjoyed', () => {
    const email = renderEmail('thank_you', facts);
    expect(email.subject).toBe('Thank you for visiting Classic Cuts');
    expect(email.html).toBe(
      page(
        'Thank you!',
        '<p>Hi Ada Lovelace,</p><p>Thanks for your visit to Classic Cuts for your Skin Fade.</p><p>We hope you enjoyed your visit.</p>',
        SHOP_LINE,
      ),
    );
    expect(email.text).toBe(`Hi Ada Lovelace,\n\nThanks for your visit to Classic Cuts for your Skin Fade.\n\n-- \n${SHOP_LINE}`);
  });

  it('with a review page: asks for a review, linked in both parts', () => {
    const email = renderEmail('thank_you', { ...facts, googleBusinessUrl: 'https://g.page/r/classic?a=1&b=2' });
    expect(email.html).toBe(
      page(
        'Thank you!',
        '<p>Hi Ada Lovelace,</p><p>Thanks for your visit to Classic Cuts for your Skin Fade.</p><p>Enjoyed your visit? <a href="https://g.page/r/classic?a=1&amp;b=2">Leave us a review on Google</a>.</p>',
        SHOP_LINE,
      ),
    );
    expect(email.text).toBe(
      `Hi Ada Lovelace,\n\nThanks for your visit to Classic Cuts for your Skin Fade.\nLeave us a review: https://g.page/r/classic?a=1&b=2\n\n-- \n${SHOP_LINE}`,
    );
  });
});

describe('shop footer', () => {
  it("links the shop's page after the shop line, in both parts", () => {
    const email = renderEmail('reminder', { ...facts, shopUrl: 'https://app.example/classic-cuts?x=1&y=2' });
    expect(email.html).toContain(
      `<p style="color:#666;font-size:12px;margin-top:24px">${SHOP_LINE}<br><a href="https://app.example/classic-cuts?x=1&amp;y=2">Visit Classic Cuts</a></p>`,
    );
    expect(email.text).toMatch(
      new RegExp(`\\n\\n-- \\n${SHOP_LINE}\\nVisit Classic Cuts: https://app\\.example/classic-cuts\\?x=1&y=2$`),
    );
  });

  it('leaves out what the shop has not given (no address, no phone, no page)', () => {
    const email = renderEmail('reminder', { ...facts, shopAddress: '', shopPhone: '', shopUrl: '' });
    expect(email.html).toContain('<p style="color:#666;font-size:12px;margin-top:24px">Classic Cuts</p></td>');
    expect(email.text).toMatch(/\n\n-- \nClassic Cuts$/);
  });
});

describe('owner emails', () => {
  const appFooter = 'BarberBook<br><a href="https://app.example">BarberBook</a>';
  const appFooterText = '\n\n-- \nBarberBook\nBarberBook: https://app.example';

  it('welcome: the trial, the username and the set-up link', () => {
    const email = renderEmail('welcome', owner);
    expect(email.subject).toBe('Welcome to BarberBook');
    expect(email.html).toBe(
      page(
        'Welcome to BarberBook',
        '<p>Hi Jo,</p><p>Your 7-day free trial has started. Sign in with the username <strong>fadeco</strong> and set up your shop.</p><p><a href="https://app.example/onboarding">Set up your barbershop</a></p>',
        appFooter,
      ),
    );
    expect(email.text).toBe(
      `Hi Jo,\n\nYour 7-day free trial has started. Sign in with the username fadeco and set up your shop: https://app.example/onboarding${appFooterText}`,
    );
  });

  it('welcome, when the shop already exists: the booking page to share and the dashboard', () => {
    const email = renderEmail('welcome', { ...owner, shopUrl: 'https://app.example/fade-co' });
    expect(email.subject).toBe('Welcome to BarberBook');
    expect(email.html).toBe(
      page(
        'Welcome to BarberBook',
        '<p>Hi Jo,</p><p>Your 7-day free trial has started. Sign in with the username <strong>fadeco</strong>.</p><p>Your booking page: <a href="https://app.example/fade-co">https://app.example/fade-co</a><br>Share it with your customers so they can book online.</p><p><a href="https://app.example/dashboard">Open your dashboard</a></p>',
        'BarberBook<br><a href="https://app.example/fade-co">Your booking page: Fade Co</a>',
      ),
    );
    expect(email.text).toBe(
      'Hi Jo,\n\nYour 7-day free trial has started. Sign in with the username fadeco.\n\nYour booking page: https://app.example/fade-co\nShare it with your customers so they can book online.\n\nYour dashboard: https://app.example/dashboard\n\n-- \nBarberBook\nYour booking page: Fade Co: https://app.example/fade-co',
    );
  });

  it('welcome escapes the booking page address in the HTML', () => {
    const email = renderEmail('welcome', { ...owner, shopUrl: 'https://app.example/a"b<c' });
    expect(email.html).toContain('<a href="https://app.example/a&quot;b&lt;c">https://app.example/a&quot;b&lt;c</a>');
  });

  it('feature introduction: three things to try and the dashboard link', () => {
    const email = renderEmail('feature_introduction', owner);
    expect(email.subject).toBe('Get the most from BarberBook');
    expect(email.html).toBe(
      page(
        'Three things to try today',
        '<p>Hi Jo,</p><ul><li>Share your booking page with customers</li><li>Block time for breaks and holidays</li><li>Book appointments for walk-ins from the dashboard</li></ul><p><a href="https://app.example/dashboard">Open your dashboard</a></p>',
        appFooter,
      ),
    );
    expect(email.text).toBe(
      `Hi Jo,\n\nThree things to try today: share your booking page, block time for breaks, book walk-ins from the dashboard.\nhttps://app.example/dashboard${appFooterText}`,
    );
  });

  it('personal contact: an offer of help from a real person', () => {
    const email = renderEmail('personal_contact', owner);
    expect(email.subject).toBe('How is your barbershop getting on?');
    const body =
      "You've had BarberBook for a day. If you'd like a hand setting up, just reply to this email and a real person will get back to you.";
    expect(email.html).toBe(page('Can we help?', `<p>Hi Jo,</p><p>${body}</p>`, appFooter));
    expect(email.text).toBe(`Hi Jo,\n\n${body}${appFooterText}`);
  });

  it("links the owner's booking page once there is a shop", () => {
    const email = renderEmail('personal_contact', { ...owner, shopUrl: 'https://app.example/fade-co' });
    expect(email.html).toContain(
      '<p style="color:#666;font-size:12px;margin-top:24px">BarberBook<br><a href="https://app.example/fade-co">Your booking page: Fade Co</a></p>',
    );
    expect(email.text).toMatch(/\n\n-- \nBarberBook\nYour booking page: Fade Co: https:\/\/app\.example\/fade-co$/);
  });
});

describe('renderEmail', () => {
  it('knows which types are about an appointment', () => {
    for (const type of ['booking_confirmation', 'staff_notification', 'cancellation', 'reminder', 'thank_you'] as const)
      expect(isAppointmentEmailType(type)).toBe(true);
    for (const type of ['welcome', 'feature_introduction', 'personal_contact'] as const)
      expect(isAppointmentEmailType(type)).toBe(false);
  });

  it('makes the subject one line, runs of spaces and breaks as one space', () => {
    expect(renderEmail('thank_you', { ...facts, shopName: ' Classic\r\n\r\nCuts   Ltd ' }).subject).toBe(
      'Thank you for visiting Classic Cuts Ltd',
    );
  });
});

describe('preview facts', () => {
  it('a sample customer and booking three days ahead at 10:00 in London when the shop has no zone', () => {
    const now = new Date('2026-07-01T23:30:00Z'); // already 2 July in London
    const sample = sampleAppointmentFacts({}, now);
    expect(sample).toEqual({
      appointmentId: 'preview',
      shopName: 'Your Barbershop',
      shopAddress: '',
      shopPhone: '',
      shopEmail: '',
      googleBusinessUrl: '',
      shopUrl: '',
      customerName: 'Sam Sample',
      customerPhone: '+447700900000',
      customerEmail: 'sam@example.com',
      serviceName: 'Haircut & Style',
      barberName: 'Your barber',
      date: '2026-07-05',
      time: '10:00',
      durationMin: 45,
      pricePence: 3500,
      start: new Date('2026-07-05T09:00:00.000Z'),
      end: new Date('2026-07-05T09:45:00.000Z'),
      notes: '',
      source: 'online',
    });
    expect(renderEmail('reminder', sample).html).toContain(
      '<p style="color:#666;font-size:12px;margin-top:24px">Your Barbershop</p>',
    );
  });

  it("uses the shop's own details and zone", () => {
    const shop = {
      shopName: 'Classic Cuts',
      shopAddress: '12 Redchurch Street',
      shopPhone: '+442079460011',
      shopEmail: 'shop@example.com',
      googleBusinessUrl: 'https://g.page/r/classic',
      shopUrl: 'https://app.example/classic-cuts',
      timezone: 'America/New_York',
    };
    const sample = sampleAppointmentFacts(shop, new Date('2026-07-02T02:00:00Z')); // still 1 July in New York
    expect(sample).toMatchObject({
      shopName: 'Classic Cuts',
      shopAddress: '12 Redchurch Street',
      shopPhone: '+442079460011',
      shopEmail: 'shop@example.com',
      googleBusinessUrl: 'https://g.page/r/classic',
      shopUrl: 'https://app.example/classic-cuts',
      date: '2026-07-04',
      time: '10:00',
    });
    expect(sample.start.toISOString()).toBe('2026-07-04T14:00:00.000Z');
    expect(sample.end.toISOString()).toBe('2026-07-04T14:45:00.000Z');
  });
});
