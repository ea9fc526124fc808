// A customer's text forwarded to the shop (issue 38): who sent it, what they wrote (escaped, in
// both parts), the booking it was about, and that nobody answered it by text.
import { describe, expect, it } from 'vitest';
import { emailEnvelope } from './envelope';
import { renderEmail, type ForwardedTextFacts } from './templates';

const FORWARDED: ForwardedTextFacts = {
  shopName: 'Classic Cuts',
  shopAddress: '12 Redchurch Street, London',
  shopPhone: '+442079460011',
  shopEmail: 'shop@example.com',
  googleBusinessUrl: '',
  shopUrl: 'https://app.example/classic-cuts',
  fromPhone: '+447700900123',
  message: 'Running 10 min late <b>sorry</b> & see you soon',
  // 14:05 in London (GMT in December)
  receivedAt: new Date('2026-12-01T14:05:00Z'),
  timezone: 'Europe/London',
  customerName: 'Ada Lovelace',
  booking: { serviceName: 'Skin Fade', date: '2026-12-02', time: '10:00' },
};

describe('sms_reply_forwarded', () => {
  it('names the customer and their number, quotes the text and the booking, and says nobody answered it', () => {
    const email = renderEmail('sms_reply_forwarded', FORWARDED);
    expect(email.subject).toBe('Text from Ada Lovelace');
    expect(email.text).toContain(
      'Ada Lovelace (07700 900123) replied to a text from Classic Cuts on Tuesday 1 December 2026, 14:05:',
    );
    expect(email.text).toContain('Running 10 min late <b>sorry</b> & see you soon');
    expect(email.text).toContain('Their booking: Skin Fade on Wednesday 2 December 2026 at 10:00.');
    expect(email.text).toContain('Nobody has answered it by text. To reply, call or text 07700 900123 yourself.');
  });

  it("escapes the customer's text in the HTML part", () => {
    const { html } = renderEmail('sms_reply_forwarded', { ...FORWARDED, customerName: '<i>Ada</i>' });
    expect(html).toContain('Running 10 min late &lt;b&gt;sorry&lt;/b&gt; &amp; see you soon');
    expect(html).toContain('&lt;i&gt;Ada&lt;/i&gt; (07700 900123)');
    expect(html).not.toContain('<b>sorry');
    expect(html).not.toContain('<i>Ada');
  });

  it('from an unknown number: the number alone, and no booking line', () => {
    const email = renderEmail('sms_reply_forwarded', { ...FORWARDED, customerName: undefined, booking: undefined });
    expect(email.subject).toBe('Text from 07700 900123');
    expect(email.text).toMatch(/^07700 900123 replied to a text from Classic Cuts/);
    expect(email.text).not.toContain('Their booking');
  });

  it('comes from the platform, with no Reply-To (the customer wrote by text, not email)', () => {
    expect(emailEnvelope('sms_reply_forwarded', FORWARDED)).toEqual({ fromName: 'BarberBook', replyTo: null });
  });

  it('cuts a text longer than any phone can send', () => {
    const { text } = renderEmail('sms_reply_forwarded', { ...FORWARDED, message: 'x'.repeat(5000) });
    expect(text).toContain(`${'x'.repeat(1600)}…`);
    expect(text).not.toContain('x'.repeat(1601));
  });
});
