// The booker's private manage link in their own emails (confirmation, reminder, moved: to change
// the booking; the thank-you: to rate the visit), and in no other email.
import { describe, expect, it } from 'vitest';
import { renderEmail, type AppointmentEmailType, type AppointmentFacts } from './templates';
import { adaAtClassicCuts } from '../test-support/appointmentFacts';

const facts: AppointmentFacts = adaAtClassicCuts();
const url = 'https://app.example/booking/a1?t=AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const withLink = { ...facts, manageUrl: url };

describe('the manage link in an email', () => {
  it.each(['booking_confirmation', 'reminder', 'booking_moved'] as AppointmentEmailType[])(
    '%s carries it in the HTML and the text part, escaped',
    (type) => {
      const email = renderEmail(type, withLink);
      expect(email.html).toContain(
        '<p>Need to change it? <a href="https://app.example/booking/a1?t=AbCdEfGhIjKlMnOpQrStUvWxYz012345">Reschedule or cancel online</a>.</p>',
      );
      expect(email.text).toContain(`Need to change it? Reschedule or cancel online: ${url}`);
      const plain = renderEmail(type, facts);
      expect(plain.html).not.toContain('Reschedule or cancel online');
      expect(plain.text).not.toContain('Reschedule or cancel online');
    },
  );

  it('escapes the link in the HTML', () => {
    const email = renderEmail('reminder', { ...facts, manageUrl: 'https://app.example/booking/a1?t=x&y="z"' });
    expect(email.html).toContain('href="https://app.example/booking/a1?t=x&amp;y=&quot;z&quot;"');
  });

  it('the thank-you carries it to rate the visit, escaped, beside the Google review link', () => {
    const google = 'https://g.page/r/classic/review';
    const email = renderEmail('thank_you', { ...withLink, googleBusinessUrl: google });
    expect(email.html).toContain(`<p>How was your visit? <a href="${url}">Rate your visit</a>.</p>`);
    expect(email.text).toContain(`How was your visit? Rate your visit: ${url}`);
    expect(email.html).toContain(`<a href="${google}">Leave us a review on Google</a>`);
    expect(email.text).toContain(`\nLeave us a review: ${google}\n\nHow was your visit? Rate your visit: ${url}`);
    expect(email.html).not.toContain('Reschedule or cancel online');
    expect(email.text).not.toContain('Reschedule or cancel online');
    const escaped = renderEmail('thank_you', { ...facts, manageUrl: 'https://app.example/booking/a1?t=x&y="z"' });
    expect(escaped.html).toContain('href="https://app.example/booking/a1?t=x&amp;y=&quot;z&quot;">Rate your visit');
    const plain = renderEmail('thank_you', facts);
    expect(plain.html).not.toContain('Rate your visit');
    expect(plain.text).not.toContain('Rate your visit');
    expect(plain.text).not.toContain('\n\n\n');
  });

  it.each(['staff_notification', 'cancellation', 'customer_cancelled_notification'] as AppointmentEmailType[])(
    '%s never carries it',
    (type) => {
      const email = renderEmail(type, withLink);
      expect(email.html).not.toContain(url);
      expect(email.text).not.toContain(url);
    },
  );
});
