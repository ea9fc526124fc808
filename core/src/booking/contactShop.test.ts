import { describe, expect, it } from 'vitest';
import { contactShopText } from './contactShop';

const shop = { shopName: 'Classic Cuts', shopPhone: '+442079460011', shopEmail: 'shop@example.com' };

describe('contactShopText', () => {
  it('gives the phone, and a reply where one reaches the shop', () => {
    expect(contactShopText(shop, 'this email')).toBe('Call Classic Cuts on 020 7946 0011 or reply to this email.');
    expect(contactShopText({ ...shop, shopEmail: '' }, 'this email')).toBe('Call Classic Cuts on 020 7946 0011.');
    expect(contactShopText({ ...shop, shopPhone: '' }, 'your confirmation email')).toBe('Reply to your confirmation email.');
    expect(contactShopText({ ...shop, shopPhone: '', shopEmail: '' }, 'this email')).toBe('');
  });
});
