import { describe, expect, it } from 'vitest';
import { isFailedDelivery, nextSmsStatus, twilioStatusOf } from './status';

describe('nextSmsStatus', () => {
  it('moves forward: queued → sent → delivered', () => {
    expect(nextSmsStatus('queued', 'sent')).toBe('sent');
    expect(nextSmsStatus('sent', 'delivered')).toBe('delivered');
    expect(nextSmsStatus('queued', 'failed')).toBe('failed');
  });

  it('ignores a repeat and a late older state', () => {
    expect(nextSmsStatus('sent', 'sent')).toBeNull();
    expect(nextSmsStatus('delivered', 'sent')).toBeNull();
    expect(nextSmsStatus('sent', 'queued')).toBeNull();
  });

  it('changes nothing after a final state', () => {
    expect(nextSmsStatus('delivered', 'failed')).toBeNull();
    expect(nextSmsStatus('undelivered', 'delivered')).toBeNull();
  });

  it('changes nothing for a text that never left', () => {
    expect(nextSmsStatus('opted_out', 'delivered')).toBeNull();
    expect(nextSmsStatus('not_configured', 'sent')).toBeNull();
    expect(nextSmsStatus('queued', 'over_allowance')).toBeNull();
  });
});

describe('isFailedDelivery', () => {
  it('is failed and undelivered only', () => {
    expect(isFailedDelivery('failed')).toBe(true);
    expect(isFailedDelivery('undelivered')).toBe(true);
    expect(isFailedDelivery('delivered')).toBe(false);
    expect(isFailedDelivery('opted_out')).toBe(false);
  });
});

describe('twilioStatusOf', () => {
  it.each([
    ['accepted', 'queued'],
    ['scheduled', 'queued'],
    ['queued', 'queued'],
    ['sending', 'queued'],
    ['sent', 'sent'],
    ['delivered', 'delivered'],
    ['read', 'delivered'],
    ['undelivered', 'undelivered'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('%s → %s', (raw, status) => expect(twilioStatusOf(raw)).toBe(status));

  it('is null for anything else', () => {
    expect(twilioStatusOf('receiving')).toBeNull();
    expect(twilioStatusOf(undefined)).toBeNull();
    expect(twilioStatusOf(3)).toBeNull();
  });
});
