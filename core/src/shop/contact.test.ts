import { describe, expect, it } from 'vitest';
import { shopContactOf } from './contact';

describe('shopContactOf', () => {
  it('answers the stored details', () => {
    expect(
      shopContactOf({
        address: '12 Redchurch Street, London E2 7DJ',
        phone: '+442079460000',
        email: 'hello@shop.example',
        googleBusinessUrl: 'https://g.co/kgs/abc',
      }),
    ).toEqual({
      address: '12 Redchurch Street, London E2 7DJ',
      phone: '+442079460000',
      email: 'hello@shop.example',
      googleBusinessUrl: 'https://g.co/kgs/abc',
    });
  });

  it('reads a field never stored as an empty string', () => {
    expect(shopContactOf({})).toEqual({ address: '', phone: '', email: '', googleBusinessUrl: '' });
  });
});
