import { api } from '../../lib/api/client';

/** The radius choices, in miles as UK customers read distance; the API takes km. */
export const RADIUS_MILES = [2, 5, 10, 25] as const;
const KM_PER_MILE = 1.609344;

/** Where the near search looks from, and how the status line names it ("you", "SW1A"). */
export interface Centre {
  lat: number;
  lng: number;
  label: string;
}

/** GET /api/barbershops?near=… for a centre and the filters (positions to 5 decimals: ~1 m). */
export function nearListingPath(centre: Centre, filters: { miles: number; openNow: boolean; service: string }): string {
  const params = new URLSearchParams({
    near: `${centre.lat.toFixed(5)},${centre.lng.toFixed(5)}`,
    radiusKm: String(Math.min(50, Math.round(filters.miles * KM_PER_MILE * 100) / 100)),
  });
  if (filters.openNow) params.set('open', 'now');
  if (filters.service) params.set('service', filters.service);
  return `/api/barbershops?${params.toString()}`;
}

/** A postcode or district's centre (GET /api/places); an ApiError 404 with a plain message when unknown. */
export async function findPlace(text: string): Promise<Centre> {
  const place = await api.get<{ district: string; lat: number; lng: number }>(`/api/places?q=${encodeURIComponent(text.trim())}`);
  return { lat: place.lat, lng: place.lng, label: place.district };
}
