import { describe, expect, it } from 'vitest';
import { countSegments, gsmFriendly, smsEncoding } from './segments';
import { renderSms } from './templates';

describe('countSegments', () => {
  it('counts a plain English text as GSM-7, one septet a character', () => {
    expect(countSegments('Hi Sam, see you at 14:30.')).toEqual({ encoding: 'GSM-7', segments: 1, units: 25 });
  });

  it('fits 160 GSM-7 characters in one part and splits 161 into two of 153', () => {
    expect(countSegments('a'.repeat(160)).segments).toBe(1);
    expect(countSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension table (€ [ ] { } ~ ^ | \\) as two septets, still GSM-7', () => {
    expect(countSegments('Price €20')).toEqual({ encoding: 'GSM-7', segments: 1, units: 10 });
    expect(countSegments('€'.repeat(80)).segments).toBe(1);
    expect(countSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('never splits an escape pair across parts', () => {
    // 152 septets, then a two-septet € that cannot fit in the first part's last septet
    const text = 'a'.repeat(152) + '€' + 'a'.repeat(10);
    expect(countSegments(text)).toEqual({ encoding: 'GSM-7', segments: 2, units: 164 });
    expect(countSegments('a'.repeat(152) + '€' + 'a'.repeat(151)).segments).toBe(2);
    expect(countSegments('a'.repeat(152) + '€' + 'a'.repeat(152)).segments).toBe(3);
  });

  it('keeps GSM accents (é, ñ, ü) in GSM-7 and sends a name with ë as UCS-2', () => {
    expect(smsEncoding('Café Señor Müller')).toBe('GSM-7');
    expect(smsEncoding('Hi Zoë')).toBe('UCS-2');
    expect(smsEncoding('Hi Siobhán')).toBe('UCS-2');
  });

  it('counts UCS-2 in UTF-16 units: 70 in one part, 67 a part beyond', () => {
    const name = 'Zoë ';
    expect(countSegments(name.repeat(17) + 'ab')).toEqual({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(countSegments(name.repeat(17) + 'abc')).toEqual({ encoding: 'UCS-2', segments: 2, units: 71 });
    expect(countSegments('ë'.repeat(134)).segments).toBe(2);
    expect(countSegments('ë'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UCS-2 units and never splits it', () => {
    expect(countSegments('💈')).toEqual({ encoding: 'UCS-2', segments: 1, units: 2 });
    expect(countSegments('a'.repeat(66) + '💈' + 'a'.repeat(10)).segments).toBe(2);
    expect(countSegments('a'.repeat(66) + '💈').units).toBe(68);
  });

  it('counts an empty text as no parts', () => {
    expect(countSegments('')).toEqual({ encoding: 'GSM-7', segments: 0, units: 0 });
  });
});

describe('gsmFriendly', () => {
  it('turns curly quotes, dashes, ellipses and non-breaking spaces into GSM characters', () => {
    const text = gsmFriendly('O’Brien’s “Cuts” – Soho — open… now\u00a0ok');
    expect(text).toBe('O\'Brien\'s "Cuts" - Soho - open... now ok');
    expect(smsEncoding(text)).toBe('GSM-7');
  });

  it('keeps letters that need UCS-2', () => {
    expect(gsmFriendly('Zoë’s 💈')).toBe("Zoë's 💈");
  });
});

describe('a confirmation text', () => {
  const facts = {
    shopName: 'Classic Cuts',
    customerName: 'Sam Taylor',
    date: '2026-12-03',
    time: '14:30',
    barberName: 'James',
    manageUrl: `https://barberbook.app/booking/${'a'.repeat(20)}?t=${'b'.repeat(32)}`,
  };

  it('is GSM-7 in at most two parts for a normal shop', () => {
    const count = countSegments(renderSms('sms_confirmation', facts));
    expect(count.encoding).toBe('GSM-7');
    expect(count.segments).toBeLessThanOrEqual(2);
  });

  it('goes UCS-2 for an accented name, with more parts for the same words', () => {
    const plain = countSegments(renderSms('sms_confirmation', facts));
    const accented = countSegments(renderSms('sms_confirmation', { ...facts, customerName: 'Zoë Taylor' }));
    expect(accented.encoding).toBe('UCS-2');
    expect(accented.segments).toBeGreaterThan(plain.segments);
    expect(accented.segments).toBe(Math.ceil(accented.units / 67));
  });

  it('fits the longest shop name (100 characters, a curly apostrophe in it) in two GSM-7 parts', () => {
    const shopName = 'The Gentleman’s Traditional Barbering Parlour of Upper Street, Islington'.padEnd(100, '.');
    const long = countSegments(renderSms('sms_confirmation', { ...facts, shopName }));
    expect(long).toEqual({
      encoding: 'GSM-7',
      segments: 2,
      units: countSegments(renderSms('sms_confirmation', facts)).units + 88,
    });
  });

  it('takes five UCS-2 parts for the longest shop name and a customer called Zoë', () => {
    const shopName = 'x'.repeat(100);
    const count = countSegments(renderSms('sms_confirmation', { ...facts, shopName, customerName: 'Zoë' }));
    expect(count.encoding).toBe('UCS-2');
    expect(count.units).toBeGreaterThan(4 * 67);
    expect(count.segments).toBe(5);
  });
});
