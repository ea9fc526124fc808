import type { ShopPageDto } from '@barbershop/core/api';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { postcodeOf, townOf } from '@barbershop/core/shop';
import type { DayOfWeek, HairSalon, OpeningHoursSpecification, Offer, PostalAddress, WithContext } from 'schema-dts';

/** schema.org's days, Sunday first as the model's dayOfWeek (0 = Sunday). */
const SCHEMA_DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

function openingHours(hours: readonly BusinessHoursEntry[]): OpeningHoursSpecification[] {
  return hours
    .filter((h) => h.isActive)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[h.dayOfWeek]!,
      opens: h.startTime,
      closes: h.endTime,
    }));
}

/** A service as an Offer: the price in pounds (schema.org wants a decimal) and the duration. */
function offerOf(service: ShopPageDto['services'][number]): Offer {
  return {
    '@type': 'Offer',
    price: (service.pricePence / 100).toFixed(2),
    priceCurrency: 'GBP',
    itemOffered: {
      '@type': 'Service',
      name: service.name,
      ...(service.description ? { description: service.description } : {}),
    },
    // schema.org's Service has no duration: the visit's length is a property of the offer, in minutes (UN/CEFACT MIN)
    additionalProperty: { '@type': 'PropertyValue', name: 'Duration', value: service.durationMin, unitCode: 'MIN' },
  };
}

export interface ShopJsonLdInput {
  page: ShopPageDto;
  /** the canonical address of the shop page */
  url: string;
  /** absolute address of the preview image */
  imageUrl: string;
}

/**
 * The one-line address as search engines read one: the street (its first part), the town and
 * the postcode (core's townOf and postcodeOf, as the listing's search reads them), in the UK.
 */
function postalAddress(address: string): PostalAddress {
  const town = townOf(address);
  const postcode = postcodeOf(address);
  return {
    '@type': 'PostalAddress',
    streetAddress: address.includes(',') ? address.split(',')[0]!.trim() : address,
    ...(town ? { addressLocality: town } : {}),
    ...(postcode ? { postalCode: postcode } : {}),
    addressCountry: 'GB',
  };
}

/**
 * The shop page's schema.org description: a HairSalon (schema.org has no BarberShop type) with its hours, its services
 * as an OfferCatalog, its barbers, its position when pinned, and an AggregateRating only when the
 * page shows the verified reviews' badge (shop.rating, RATING_BADGE_MIN_REVIEWS): never made up.
 */
export function shopJsonLd({ page, url, imageUrl }: ShopJsonLdInput): WithContext<HairSalon> {
  const { shop } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    '@id': `${url}#shop`,
    name: shop.name,
    url,
    image: imageUrl,
    ...(shop.description ? { description: shop.description } : {}),
    ...(shop.address ? { address: postalAddress(shop.address) } : {}),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.location ? { geo: { '@type': 'GeoCoordinates', latitude: shop.location.lat, longitude: shop.location.lng } } : {}),
    currenciesAccepted: 'GBP',
    openingHoursSpecification: openingHours(shop.businessHours),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: page.services.map(offerOf),
    },
    employee: page.barbers.map((b) => ({
      '@type': 'Person',
      name: b.name,
      ...(b.specialty ? { jobTitle: b.specialty } : {}),
    })),
    ...(shop.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.rating.average,
            reviewCount: shop.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * The JSON-LD as the text of a <script type="application/ld+json">: `<` escaped so that no value
 * (a shop name with "</script>") can close the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
