import { describe, expect, it } from 'vitest';
import { shopContactOf, shopNameAndContactOf } from './contact';

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

describe('shopNameAndContactOf', () => {
  it('answers the name and the contact under the names a booking summary and its emails use', () => {
    expect(shopNameAndContactOf({ name: 'Fade Room', address: '1 High Street', phone: '+442079460000' })).toEqual({
      shopName: 'Fade Room',
      shopAddress: '1 High Street',
      shopPhone: '+442079460000',
      shopEmail: '',
    });
  });
});
