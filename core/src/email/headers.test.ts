import { describe, expect, it } from 'vitest';
import { emailLinkUrl, headerAddress, headerText, safeHeaders } from './headers';
import { renderEmail, sampleAppointmentFacts } from './templates';

describe('headerText', () => {
  it('turns CR/LF and other control characters into single spaces, on one line', () => {
    expect(headerText('Eve\r\nBcc: victim@example.com\r\n\r\nHello')).toBe('Eve Bcc: victim@example.com Hello');
    expect(headerText('Tab\there\u0000and\u0007bell\u0085nel\u2028ls\u2029ps\u007fdel')).toBe('Tab here and bell nel ls ps del');
    expect(headerText('\r\n  Padded  \n')).toBe('Padded');
  });

  it('collapses any run of spaces to one', () => {
    expect(headerText('Classic   Cuts  Ltd')).toBe('Classic Cuts Ltd');
    expect(headerText('a \r\n b')).toBe('a b');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(headerText('New booking: José Ça ✂️, Cut on Monday 7 December 2026 at 10:00')).toBe(
      'New booking: José Ça ✂️, Cut on Monday 7 December 2026 at 10:00',
    );
  });
});

describe('headerAddress', () => {
  it('removes control characters and white space from an address', () => {
    expect(headerAddress('ada@example.com\r\nBcc: x@example.com')).toBe('ada@example.comBcc:x@example.com');
    expect(headerAddress(' ada@example.com ')).toBe('ada@example.com');
    expect(headerAddress('ada @ example . com\t\u2028\u0085')).toBe('ada@example.com');
  });
});

describe('safeHeaders', () => {
  it('cleans the to and subject of an outgoing email and keeps the body', () => {
    const email = { to: 'a@example.com\n', subject: 'Hi\r\nX-Evil: 1', html: '<p>a\nb</p>', text: 'a\nb' };
    expect(safeHeaders(email)).toStrictEqual({ to: 'a@example.com', subject: 'Hi X-Evil: 1', html: '<p>a\nb</p>', text: 'a\nb' });
  });

  it('cleans the sender name and the reply-to address when there are some', () => {
    const email = {
      to: 'a@example.com',
      subject: 'Hi',
      fromName: 'Classic\r\nBcc: x@example.com',
      replyTo: ' shop@example.com\r\nBcc: x@example.com',
    };
    expect(safeHeaders(email)).toStrictEqual({
      to: 'a@example.com',
      subject: 'Hi',
      fromName: 'Classic Bcc: x@example.com',
      replyTo: 'shop@example.comBcc:x@example.com',
    });
    expect(safeHeaders({ to: 'a@example.com', subject: 'Hi', fromName: '', replyTo: null })).toStrictEqual({
      to: 'a@example.com',
      subject: 'Hi',
      fromName: '',
      replyTo: null,
    });
    expect(safeHeaders({ to: 'a@example.com', subject: 'Hi', replyTo: '' })).toStrictEqual({
      to: 'a@example.com',
      subject: 'Hi',
      replyTo: '',
    });
  });
});

describe('emailLinkUrl', () => {
  it('keeps https addresses and drops any other scheme', () => {
    expect(emailLinkUrl('https://g.page/r/shop/review')).toBe('https://g.page/r/shop/review');
    expect(emailLinkUrl('javascript:alert(1)')).toBe('');
    expect(emailLinkUrl('http://g.page/r/shop')).toBe('');
    expect(emailLinkUrl('https://g.page/a\r\nb')).toBe('');
    expect(emailLinkUrl('HTTPS://G.PAGE/R/Shop')).toBe('HTTPS://G.PAGE/R/Shop');
    expect(emailLinkUrl('https://')).toBe('');
    expect(emailLinkUrl('https://g')).toBe('https://g');
    expect(emailLinkUrl(' https://g.page/r/shop')).toBe('');
    expect(emailLinkUrl('https://g.page/r/shop ')).toBe('');
    expect(emailLinkUrl('see https://g.page/r/shop')).toBe('');
    expect(emailLinkUrl('https://g.page/a b')).toBe('');
    expect(emailLinkUrl('https://g.page/a\u0000b')).toBe('');
    expect(emailLinkUrl('https://g.page/a\u001fb')).toBe('');
    expect(emailLinkUrl('https://g.page/a\u007fb')).toBe('');
    expect(emailLinkUrl('https://g.page/a\u0085b')).toBe('');
    expect(emailLinkUrl('https://g.page/a\u009fb')).toBe('');
  });
});

describe('every template', () => {
  const evil = 'Eve\r\nBcc: victim@example.com';
  const facts = { ...sampleAppointmentFacts({}), customerName: evil, shopName: evil, serviceName: evil, barberName: evil };
  const owner = { firstName: evil, businessName: evil, username: 'eve', appUrl: 'https://app.example' };

  it.each(['booking_confirmation', 'staff_notification', 'cancellation', 'reminder', 'thank_you'] as const)(
    '%s: a subject of one line whatever the stored names',
    (type) => {
      const subject = renderEmail(type, facts).subject;
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      expect(subject).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    },
  );

  it.each(['welcome', 'feature_introduction', 'personal_contact'] as const)(
    '%s: a subject of one line whatever the business name',
    (type) => {
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      expect(renderEmail(type, owner).subject).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    },
  );

  it('thank you: links only an https Google Business address', () => {
    const js = renderEmail('thank_you', { ...facts, googleBusinessUrl: 'javascript:alert(1)' });
    expect(js.html).not.toContain('javascript:');
    expect(js.text).not.toContain('javascript:');
    const ok = renderEmail('thank_you', { ...facts, googleBusinessUrl: 'https://g.page/r/shop/review' });
    expect(ok.html).toContain('<a href="https://g.page/r/shop/review">Leave us a review on Google</a>');
  });
});
