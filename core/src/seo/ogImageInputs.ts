import type { BarbershopDto } from '../api/contracts';
import { isImageRef } from '../validation/builders';
import type { OgImageInputs } from './links';

/**
 * What the shop's preview image shows, from the shop as the public API answers it. The shop page
 * (og:image's version) and the image function both call this, so the version in a shared link is
 * the version of the picture served for it.
 */
export function ogImageInputsOf(shop: BarbershopDto): OgImageInputs {
  return {
    name: shop.name.trim(),
    imageUrl: pictureUrlOf(shop),
    // the badge the shop page shows, never computed here: no rating until it is shown there
    rating: shop.rating ? { average: shop.rating.average, count: shop.rating.count } : null,
  };
}

/**
 * The logo, else the first hero photo: the first that is an image reference the shop's form
 * accepts (an https URL or a JPG/PNG data URL), so older stored text that is neither is skipped
 * here and the next candidate (or the initials) is what the image shows.
 */
function pictureUrlOf(shop: BarbershopDto): string {
  const candidates = [shop.logoImage, ...(shop.heroImages ?? [])];
  for (const candidate of candidates) {
    const ref = (candidate ?? '').trim();
    if (ref && isImageRef(ref)) return ref;
  }
  return '';
}
