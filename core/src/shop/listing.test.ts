import { describe, expect, it } from 'vitest';
import { decodeShopCursor, encodeShopCursor, publicCacheControl, shopListingConfig } from './listing';

describe('shopListingConfig', () => {
  it('has the documented defaults', () => {
    expect(shopListingConfig({})).toEqual({ defaultLimit: 24, maxLimit: 50, publicCacheSeconds: 60 });
  });

  it('reads each variable, the default page never above the largest', () => {
    expect(shopListingConfig({ SHOP_LIST_PAGE_SIZE: ' 10 ', SHOP_LIST_MAX_PAGE_SIZE: '20', PUBLIC_CACHE_S_MAXAGE: '0' })).toEqual(
      { defaultLimit: 10, maxLimit: 20, publicCacheSeconds: 0 },
    );
    expect(shopListingConfig({ SHOP_LIST_MAX_PAGE_SIZE: '5' })).toEqual({ defaultLimit: 5, maxLimit: 5, publicCacheSeconds: 60 });
    expect(shopListingConfig({ SHOP_LIST_MAX_PAGE_SIZE: '500', PUBLIC_CACHE_S_MAXAGE: '86400' })).toEqual({
      defaultLimit: 24,
      maxLimit: 500,
      publicCacheSeconds: 86400,
    });
    expect(shopListingConfig({ SHOP_LIST_MAX_PAGE_SIZE: '1', SHOP_LIST_PAGE_SIZE: '1' }).defaultLimit).toBe(1);
  });

  it('refuses junk rather than falling back', () => {
    expect(() => shopListingConfig({ SHOP_LIST_MAX_PAGE_SIZE: '0' })).toThrow(
      'SHOP_LIST_MAX_PAGE_SIZE must be a whole number from 1 to 500',
    );
    expect(() => shopListingConfig({ SHOP_LIST_MAX_PAGE_SIZE: '501' })).toThrow(
      'SHOP_LIST_MAX_PAGE_SIZE must be a whole number from 1 to 500',
    );
    expect(() => shopListingConfig({ SHOP_LIST_PAGE_SIZE: '51' })).toThrow(
      'SHOP_LIST_PAGE_SIZE must be a whole number from 1 to 50',
    );
    expect(() => shopListingConfig({ SHOP_LIST_PAGE_SIZE: '0' })).toThrow(
      'SHOP_LIST_PAGE_SIZE must be a whole number from 1 to 50',
    );
    expect(() => shopListingConfig({ PUBLIC_CACHE_S_MAXAGE: '86401' })).toThrow(
      'PUBLIC_CACHE_S_MAXAGE must be a whole number from 0 to 86400',
    );
    expect(() => shopListingConfig({ PUBLIC_CACHE_S_MAXAGE: '1.5' })).toThrow('PUBLIC_CACHE_S_MAXAGE');
    expect(() => shopListingConfig({ PUBLIC_CACHE_S_MAXAGE: '-1' })).toThrow('PUBLIC_CACHE_S_MAXAGE');
    expect(() => shopListingConfig({ PUBLIC_CACHE_S_MAXAGE: '123456' })).toThrow('PUBLIC_CACHE_S_MAXAGE');
  });
});

describe('publicCacheControl', () => {
  it('lets the CDN keep the answer for the seconds given; 0 keeps nothing shared', () => {
    expect(publicCacheControl(60)).toBe('public, max-age=0, s-maxage=60');
    expect(publicCacheControl(1)).toBe('public, max-age=0, s-maxage=1');
    expect(publicCacheControl(0)).toBe('no-cache');
  });
});

describe('shop cursor', () => {
  it('round-trips a name and an id, URL-safe', () => {
    const cursor = { name: 'Café "Zed" ✂', id: 'abc123' };
    const text = encodeShopCursor(cursor);
    expect(text).toMatch(/^[0-9a-f]+$/);
    expect(encodeShopCursor({ name: 'A', id: 'b' })).toBe('005b002200410022002c002200620022005d');
    expect(decodeShopCursor(text)).toEqual(cursor);
  });

  it('is null for anything a previous page did not hand out', () => {
    expect(decodeShopCursor('')).toBeNull();
    expect(decodeShopCursor('005b')).toBeNull();
    expect(decodeShopCursor('xyz1')).toBeNull();
    expect(decodeShopCursor('005b002200410022002c00220062002200')).toBeNull();
    expect(decodeShopCursor('005b0022004100220022005d'.replace('0022005d', '005d'))).toBeNull();
    const enc = (json: string) => [...json].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');
    expect(decodeShopCursor(enc('["a","b","c"]'))).toBeNull();
    expect(decodeShopCursor(enc('["a"]'))).toBeNull();
    expect(decodeShopCursor(enc('["a",""]'))).toBeNull();
    expect(decodeShopCursor(enc('[1,"b"]'))).toBeNull();
    expect(decodeShopCursor(enc('["a",2]'))).toBeNull();
    expect(decodeShopCursor(enc('{"a":1}'))).toBeNull();
    expect(decodeShopCursor(enc('["",  "b"]'))).toEqual({ name: '', id: 'b' });
    expect(decodeShopCursor('0'.repeat(2404))).toBeNull();
    expect(decodeShopCursor(`${enc('["a","b"]')}0`)).toBeNull();
  });
});
