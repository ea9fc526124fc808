import { describe, expect, it } from 'vitest';
import { emailEnvelope, shopSenderName } from './envelope';

const facts = { shopName: 'Classic Cuts', shopEmail: 'shop@example.com', customerEmail: 'ada@example.com' };

describe('emailEnvelope', () => {
  it.each(['booking_confirmation', 'cancellation', 'reminder', 'thank_you'] as const)(
    '%s: from the shop via BarberBook, replies to the shop',
    (type) => {
      expect(emailEnvelope(type, facts)).toEqual({ fromName: 'Classic Cuts via BarberBook', replyTo: 'shop@example.com' });
      expect(emailEnvelope(type, { ...facts, shopEmail: '' })).toEqual({
        fromName: 'Classic Cuts via BarberBook',
        replyTo: null,
      });
    },
  );

  it('staff notification: from BarberBook, replies to the customer when there is an address', () => {
    expect(emailEnvelope('staff_notification', facts)).toEqual({ fromName: 'BarberBook', replyTo: 'ada@example.com' });
    expect(emailEnvelope('staff_notification', { ...facts, customerEmail: '' })).toEqual({
      fromName: 'BarberBook',
      replyTo: null,
    });
  });

  it.each(['welcome', 'feature_introduction', 'personal_contact'] as const)(
    '%s: from BarberBook with no reply-to, whatever the facts',
    (type) => {
      expect(emailEnvelope(type, facts)).toEqual({ fromName: 'BarberBook', replyTo: null });
    },
  );

  it('a shop email without a shop name still names the platform', () => {
    expect(emailEnvelope('reminder', {})).toEqual({ fromName: ' via BarberBook', replyTo: null });
    expect(shopSenderName('Fade & Co')).toBe('Fade & Co via BarberBook');
  });
});
