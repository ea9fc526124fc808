import type { BarbershopDto } from '@barbershop/core/api';
import type { ShopLocation } from '@barbershop/core/model';
import type { ShopLocationInput } from '@barbershop/core/shop';
import { geohashForLocation } from 'geofire-common';
import { db } from '../../app/firebase';
import { shops } from '../../data/collections';
import { badRequest, notFound } from '../../errors';
import { actorIn } from '../reads/members';
import { dtoFor } from '../shops/shops';
import { placeOfAddress } from './places';

/** What a stored pin is: the position with its geohash (geofire-common's, what `near=` queries by). */
function pinAt(lat: number, lng: number, source: ShopLocation['source']): ShopLocation {
  return { lat, lng, geohash: geohashForLocation([lat, lng]), source };
}

/**
 * PUT /api/barbershops/:id/location: the shop's pin, by whoever may change its settings. From the
 * address: the centre of its postcode's district (400 when the address has no postcode we know);
 * else the owner's position. Only functions write `location` (the rules refuse it to clients).
 */
export async function setShopLocation(uid: string, shopId: string, input: ShopLocationInput): Promise<BarbershopDto> {
  await actorIn(uid, shopId, 'settings.write');
  const updated = await db.runTransaction(async (tx) => {
    const snap = await tx.get(shops().doc(shopId));
    const current = snap.data();
    if (!current) throw notFound('Barbershop not found');
    let location: ShopLocation;
    if ('fromAddress' in input) {
      const place = placeOfAddress(current.address ?? '');
      if (!place)
        throw badRequest(
          'We could not find the postcode of the shop’s address. Add it to the address, or place the pin yourself.',
        );
      location = pinAt(place.lat, place.lng, 'postcode');
    } else {
      location = pinAt(input.lat, input.lng, 'owner');
    }
    tx.update(snap.ref, { location, updatedAt: new Date() });
    return { ...current, location };
  });
  return dtoFor(updated);
}
