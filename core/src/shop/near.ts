// The listing's "near" search (GET /api/barbershops?near=lat,lng&radiusKm=&open=now&service=):
// reading the position and the radius, UK postcodes and districts, whether a shop is open at a
// minute, and the distance as UK customers read it. Pure: the geohash queries live in functions.
import type { BusinessHoursEntry } from '../model/types';
import { normaliseSearchText } from './searchKeys';

export const DEFAULT_NEAR_RADIUS_KM = 10;
export const MIN_NEAR_RADIUS_KM = 1;
export const MAX_NEAR_RADIUS_KM = 50;

export const NEAR_MESSAGE = 'near must be a latitude and a longitude in the UK, as lat,lng';
export const RADIUS_MESSAGE = `radiusKm must be a number from ${MIN_NEAR_RADIUS_KM} to ${MAX_NEAR_RADIUS_KM}`;
export const OPEN_MESSAGE = "open must be 'now'";
export const SERVICE_MESSAGE = 'service must contain a letter or a digit';
export const PLACE_NOT_FOUND = 'We could not find that place. Try a UK postcode such as SW1A 1AA or its first part, SW1A.';

export interface LatLng {
  lat: number;
  lng: number;
}

// Great Britain, Northern Ireland, the Isles of Scilly, Orkney and Shetland, with a margin.
export const UK_BOUNDS = { south: 49.8, north: 61, west: -8.7, east: 2 } as const;
const UK = UK_BOUNDS;

/** Whether the point lies within the UK's bounding box (the only area the dataset covers). */
export function isInUk(p: LatLng): boolean {
  return p.lat >= UK.south && p.lat <= UK.north && p.lng >= UK.west && p.lng <= UK.east;
}

const DEGREES = /^-?\d{1,3}(\.\d{1,10})?$/;

/** "51.5,-0.12" -> { lat: 51.5, lng: -0.12 }; null when it is not two decimal degrees inside the UK. */
export function parseNear(text: string): LatLng | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => DEGREES.test(p))) return null;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return isInUk(point) ? point : null;
}

/** "10", "2.5" -> the radius in km; null outside MIN..MAX or when it is not a plain number. */
export function parseRadiusKm(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(text.trim())) return null;
  const km = Number(text);
  return km >= MIN_NEAR_RADIUS_KM && km <= MAX_NEAR_RADIUS_KM ? km : null;
}

const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;

/**
 * The postcode district (outward code) of a full postcode or of a district as people type them:
 * "sw1a 1aa", "SW1A1AA", " sw1a " -> "SW1A"; null when the text is neither.
 */
export function postcodeDistrictOf(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const full = FULL.exec(compact);
  if (full) return full[1]!;
  return DISTRICT.test(compact) ? compact : null;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The date, weekday and minute of the day at `now` in the zone. */
function zonedClock(timeZone: string, now: number): { date: string; weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday,
    minute: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** Open at this minute in the shop's zone: within that weekday's active hours and not a closed date. */
export function isOpenAt(
  businessHours: readonly BusinessHoursEntry[],
  timeZone: string,
  closedDates: readonly string[] = [],
  now: number = Date.now(),
): boolean {
  const clock = zonedClock(timeZone, now);
  if (closedDates.includes(clock.date)) return false;
  return businessHours.some(
    (h) =>
      h.isActive &&
      h.dayOfWeek === clock.weekday &&
      minutesOf(h.startTime) <= clock.minute &&
      clock.minute < minutesOf(h.endTime),
  );
}

/** Whether one of the names has a word starting with the search ("beard" finds "Beard Trim"). */
export function offersService(serviceNames: readonly string[], search: string): boolean {
  const wanted = normaliseSearchText(search);
  if (wanted === '') return true;
  return serviceNames.some((name) => {
    const words = normaliseSearchText(name);
    return words.startsWith(wanted) || words.includes(` ${wanted}`);
  });
}

const KM_PER_MILE = 1.609344;

/** "under 0.1 miles", "0.4 miles", "1 mile", "12 miles": one decimal under 10 miles, whole miles beyond. */
export function milesText(km: number): string {
  const miles = km / KM_PER_MILE;
  if (miles < 0.05) return 'under 0.1 miles';
  const shown = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}

/** Where a near page ended: the last shop's distance (km, as answered) and id, the tie-break. */
export interface NearCursor {
  distanceKm: number;
  id: string;
}

const MAX_CURSOR_LENGTH = 1200;

/** Opaque and URL-safe like the listing's cursor: each UTF-16 unit of the JSON as four hex digits. */
export function encodeNearCursor(cursor: NearCursor): string {
  const json = JSON.stringify(['near', cursor.distanceKm, cursor.id]);
  let out = '';
  for (let i = 0; i < json.length; i += 1) out += json.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}

export function decodeNearCursor(text: string): NearCursor | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^([0-9a-f]{4})+$/.test(text)) return null;
  let json = '';
  for (let i = 0; i < text.length; i += 4) json += String.fromCharCode(parseInt(text.slice(i, i + 4), 16));
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3 || value[0] !== 'near') return null;
    const [, distanceKm, id] = value as unknown[];
    if (typeof distanceKm !== 'number' || !(distanceKm >= 0) || typeof id !== 'string' || id === '') return null;
    return { distanceKm, id };
  } catch {
    return null;
  }
}

/** Whether a shop at `distanceKm` with `id` comes after the cursor in the near order (distance, then id). */
export function isAfterNearCursor(distanceKm: number, id: string, cursor: NearCursor | null): boolean {
  if (!cursor) return true;
  return distanceKm > cursor.distanceKm || (distanceKm === cursor.distanceKm && id > cursor.id);
}

/** The owner's pin, as the settings card sends it: from the address's postcode, or a position. */
export type ShopLocationInput = { fromAddress: true } | LatLng;

export const LOCATION_MESSAGE = 'Send either fromAddress: true or a latitude and longitude in the UK';

/** PUT /api/barbershops/:id/location's body -> the input, or null when it is neither form. */
export function shopLocationInputOf(body: unknown): ShopLocationInput | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b).sort().join(',');
  if (keys === 'fromAddress') return b.fromAddress === true ? { fromAddress: true } : null;
  if (keys !== 'lat,lng' || typeof b.lat !== 'number' || typeof b.lng !== 'number') return null;
  const point = { lat: b.lat, lng: b.lng };
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && isInUk(point) ? point : null;
}
