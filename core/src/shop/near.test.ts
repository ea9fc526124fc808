import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import {
  decodeNearCursor,
  encodeNearCursor,
  isAfterNearCursor,
  isOpenAt,
  milesText,
  offersService,
  parseNear,
  parseRadiusKm,
  postcodeDistrictOf,
  shopLocationInputOf,
} from './near';
import { messagesOf } from '../test-support/schemaErrors';
import { encodeShopCursor } from './listing';
import { shopListingQuerySchema } from './queries';

describe('parseNear', () => {
  it('reads two decimal degrees inside the UK', () => {
    expect(parseNear('51.5241,-0.0746')).toEqual({ lat: 51.5241, lng: -0.0746 });
    expect(parseNear(' 55.95 , -3.2 ')).toEqual({ lat: 55.95, lng: -3.2 });
  });
  it('refuses anything else: outside the UK, one number, words, exponent forms', () => {
    for (const text of ['48.85,2.35', '40.7,-74', '51.5', '51.5,-0.1,3', 'a,b', '5e1,-0.1', '', ',', '51.5,'])
      expect(parseNear(text), text).toBeNull();
  });
});

describe('parseRadiusKm', () => {
  it('accepts 1 to 50 km and refuses the rest', () => {
    expect(parseRadiusKm('1')).toBe(1);
    expect(parseRadiusKm('8.05')).toBe(8.05);
    expect(parseRadiusKm('50')).toBe(50);
    for (const text of ['0', '0.5', '50.1', '51', '-3', 'ten', '1e1', '']) expect(parseRadiusKm(text), text).toBeNull();
  });
});

describe('postcodeDistrictOf', () => {
  it('finds the district of a full postcode or a district, however typed', () => {
    expect(postcodeDistrictOf('sw1a 1aa')).toBe('SW1A');
    expect(postcodeDistrictOf('SW1A1AA')).toBe('SW1A');
    expect(postcodeDistrictOf(' m4 ')).toBe('M4');
    expect(postcodeDistrictOf('EH2 1DF')).toBe('EH2');
    expect(postcodeDistrictOf('E2')).toBe('E2');
  });
  it('is null for a town name or junk', () => {
    for (const text of ['London', '12345', 'SW1A 1A', '', 'SW1A 1AA X']) expect(postcodeDistrictOf(text), text).toBeNull();
  });
});

describe('isOpenAt', () => {
  const hours: BusinessHoursEntry[] = [{ dayOfWeek: 1, startTime: '09:00', endTime: '18:00', isActive: true }];
  // Monday 2026-06-01 (BST: UTC+1)
  const at = (utc: string) => Date.parse(utc);
  it('is open within the weekday hours in the shop zone, closed at the closing minute', () => {
    expect(isOpenAt(hours, 'Europe/London', [], at('2026-06-01T08:00:00Z'))).toBe(true); // 09:00 BST
    expect(isOpenAt(hours, 'Europe/London', [], at('2026-06-01T07:59:00Z'))).toBe(false); // 08:59
    expect(isOpenAt(hours, 'Europe/London', [], at('2026-06-01T16:59:00Z'))).toBe(true); // 17:59
    expect(isOpenAt(hours, 'Europe/London', [], at('2026-06-01T17:00:00Z'))).toBe(false); // 18:00
  });
  it('is closed on another weekday, on a closed date and when the day is switched off', () => {
    expect(isOpenAt(hours, 'Europe/London', [], at('2026-06-02T10:00:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'Europe/London', ['2026-06-01'], at('2026-06-01T10:00:00Z'))).toBe(false);
    expect(isOpenAt([{ ...hours[0]!, isActive: false }], 'Europe/London', [], at('2026-06-01T10:00:00Z'))).toBe(false);
  });
});

describe('offersService', () => {
  it('matches a word prefix of a service name, any case', () => {
    expect(offersService(['Haircut & Style', 'Beard Trim'], 'beard')).toBe(true);
    expect(offersService(['Haircut & Style', 'Beard Trim'], 'TRI')).toBe(true);
    expect(offersService(['Haircut & Style'], 'cut')).toBe(false);
    expect(offersService([], 'beard')).toBe(false);
  });
});

describe('milesText', () => {
  it('writes miles, one decimal under ten', () => {
    expect(milesText(1.609344)).toBe('1 mile');
    expect(milesText(0.5)).toBe('0.3 miles');
    expect(milesText(40)).toBe('25 miles');
    expect(milesText(0.05)).toBe('under 0.1 miles');
    expect(milesText(0.09)).toBe('0.1 miles');
  });
});

describe('near cursor', () => {
  it('round-trips and orders by distance then id', () => {
    const cursor = { distanceKm: 2.5, id: 'b' };
    expect(decodeNearCursor(encodeNearCursor(cursor))).toEqual(cursor);
    expect(isAfterNearCursor(2.5, 'c', cursor)).toBe(true);
    expect(isAfterNearCursor(2.5, 'b', cursor)).toBe(false);
    expect(isAfterNearCursor(2.4, 'z', cursor)).toBe(false);
    expect(isAfterNearCursor(0, 'a', null)).toBe(true);
  });
  it('is not a listing cursor, nor junk', () => {
    expect(decodeNearCursor(encodeShopCursor({ name: 'A', id: 'b' }))).toBeNull();
    expect(decodeNearCursor('zz')).toBeNull();
  });
});

describe('the listing query with near', () => {
  const schema = shopListingQuerySchema(30);
  it('accepts near, a radius, open=now and a service, and the near cursor only with near', async () => {
    const cursor = encodeNearCursor({ distanceKm: 1, id: 'x' });
    expect(await messagesOf(schema, { near: '51.5,-0.1', radiusKm: '25', open: 'now', service: 'beard', cursor })).toEqual([]);
    expect(await messagesOf(schema, { cursor })).toEqual(['cursor must be the cursor of a previous page']);
  });
  it('refuses a position outside the UK, a radius out of bounds or without near, and other open values', async () => {
    expect(await messagesOf(schema, { near: '48.85,2.35' })).toEqual([
      'near must be a latitude and a longitude in the UK, as lat,lng',
    ]);
    expect(await messagesOf(schema, { near: '51.5,-0.1', radiusKm: '51' })).toEqual(['radiusKm must be a number from 1 to 50']);
    expect(await messagesOf(schema, { radiusKm: '5' })).toEqual(['radiusKm needs near']);
    expect(await messagesOf(schema, { open: 'later' })).toEqual(["open must be 'now'"]);
  });
});

describe('shopLocationInputOf', () => {
  it('takes fromAddress or a UK position, nothing else', () => {
    expect(shopLocationInputOf({ fromAddress: true })).toEqual({ fromAddress: true });
    expect(shopLocationInputOf({ lat: 53.48, lng: -2.23 })).toEqual({ lat: 53.48, lng: -2.23 });
    for (const body of [
      null,
      [],
      {},
      { fromAddress: false },
      { lat: 48.8, lng: 2.3 },
      { lat: '53', lng: -2 },
      { lat: 53, lng: -2, geohash: 'x' },
    ])
      expect(shopLocationInputOf(body), JSON.stringify(body)).toBeNull();
  });
});
