// What the booker's emails say about changing the booking, from the booking's own change window:
// the private link only while it can be used, otherwise why not and how to reach the shop.
import { describe, expect, it } from 'vitest';
import { bookingChangeWindow } from '../booking/bookingChangeWindow';
import { manageUntilFor } from '../booking/manage';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';
import { renderEmail, type AppointmentEmailType } from './templates';

const HOUR = 3_600_000;
const url = 'https://app.example/booking/a1?t=AbCdEfGhIjKlMnOpQrStUvWxYz012345';
// Sunday 25 October 2026 10:00 GMT, the day the clocks go back
const start = new Date('2026-10-25T10:00:00Z');
const booked = (hoursAhead: number, cutoffHours: number | null) =>
  adaAtClassicCuts({
    manageUrl: url,
    timezone: 'Europe/London',
    changeWindow: bookingChangeWindow(
      { start, manageUntil: manageUntilFor(start, cutoffHours) },
      start.getTime() - hoursAhead * HOUR,
    ),
  });
const CONTACT = 'Call Classic Cuts on 020 7946 0011 or reply to this email.';
const TYPES: AppointmentEmailType[] = ['booking_confirmation', 'booking_moved', 'reminder'];

describe('changing the booking, in the confirmation, moved and reminder emails', () => {
  it.each(TYPES)('%s, three days ahead of a 24-hour cut-off: the link and until when it works', (type) => {
    const email = renderEmail(type, booked(72, 24));
    // the cut-off falls before the clocks go back: 10:00 GMT on Sunday is 11:00 BST on Saturday
    const until = 'You can cancel or reschedule online until Sat 24 Oct at 11:00. After that, contact the shop.';
    expect(email.html).toContain(`<p>Need to change it? <a href="${url}">Reschedule or cancel online</a>. ${until}</p>`);
    expect(email.text).toContain(`Need to change it? Reschedule or cancel online: ${url}\n${until}`);
    expect(email.text).not.toContain('can no longer be changed online');
    expect(email.text).not.toContain(CONTACT);
  });

  it.each(TYPES)('%s, 17 hours ahead of a 24-hour cut-off: no link, why, and the shop phone', (type) => {
    const email = renderEmail(type, booked(17, 24));
    const closed = `Your appointment is less than 24 hours away, so it can no longer be changed online. To cancel or reschedule, contact the shop. ${CONTACT}`;
    expect(email.html).toContain(`<p>${closed}</p>`);
    expect(email.text).toContain(`\n\n${closed}`);
    for (const part of [email.html, email.text]) {
      expect(part).not.toContain(url);
      expect(part).not.toContain('Reschedule or cancel online');
    }
  });

  it.each(TYPES)('%s, when the shop takes no changes online: no link, contact the shop', (type) => {
    const email = renderEmail(type, booked(72, null));
    expect(email.text).toContain(`\n\nTo cancel or reschedule, contact the shop. ${CONTACT}`);
    expect(email.html).not.toContain('Reschedule or cancel online');
    expect(email.text).not.toContain(url);
  });

  it('offers a reply only when it reaches the shop, and the phone only when there is one', () => {
    const email = renderEmail('reminder', { ...booked(17, 24), shopEmail: '', shopPhone: '' });
    expect(email.text).toContain('To cancel or reschedule, contact the shop.\n\n-- ');
    expect(email.text).not.toContain('reply to this email');
    const noEmail = renderEmail('reminder', { ...booked(17, 24), shopEmail: '' });
    expect(noEmail.text).toContain('contact the shop. Call Classic Cuts on 020 7946 0011.');
  });

  it("escapes the shop's name in the advice", () => {
    const email = renderEmail('reminder', { ...booked(17, 24), shopName: 'A&B <Cuts>' });
    expect(email.html).toContain('Call A&amp;B &lt;Cuts&gt; on 020 7946 0011');
  });

  it('a 1-hour cut-off: open until an hour before, then closed', () => {
    expect(renderEmail('reminder', booked(2, 1)).text).toContain(
      'You can cancel or reschedule online until Sun 25 Oct at 09:00. After that, contact the shop.',
    );
    expect(renderEmail('reminder', booked(0.5, 1)).text).toContain('less than 1 hour away');
  });
});
