import { postcodeDistrictOf, postcodeOf, type LatLng } from '@barbershop/core/shop';
import districts from '../../data/places/postcodeDistricts.json';

// Outward code -> [lat, lng]: the shipped dataset (functions/src/data/places/LICENCE.md, OGL v3).
const CENTRES = districts as unknown as Record<string, [number, number] | undefined>;

export interface Place extends LatLng {
  /** the postcode district whose centre this is ("SW1A") */
  district: string;
}

/** A full postcode or a district as typed ("sw1a 1aa", "SW1A") -> its district's centre; null when unknown. */
export function placeOf(text: string): Place | null {
  const district = postcodeDistrictOf(text);
  const centre = district ? CENTRES[district] : undefined;
  return centre ? { district: district!, lat: centre[0], lng: centre[1] } : null;
}

/** The centre of the district of the postcode in a one-line address; null when it has none we know. */
export function placeOfAddress(address: string): Place | null {
  const postcode = postcodeOf(address);
  return postcode ? placeOf(postcode) : null;
}
