/**
 * Deep links into a shop's booking flow, as the dashboard's share card hands them out:
 * `{origin}/{slug}?service=<id>[&service=<id>…]&barber=<id|any>`. The flow opens with them chosen
 * (web: useBookingChoice); ids the shop does not know are dropped there, quietly.
 */
import { MAX_SERVICES_PER_BOOKING } from '../booking/visit';
import { DEEP_LINK_SERVICE_PARAM, shopPageUrl } from './links';

/** What a deep link chooses. `barberId`: '' is Any Available Stylist, null none chosen. */
export interface DeepLinkChoice {
  serviceIds: string[];
  barberId: string | null;
}

const SERVICE = DEEP_LINK_SERVICE_PARAM;
const BARBER = 'barber';
const ANY_BARBER = 'any';
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The link that opens `slug`'s booking flow with these services (and barber) chosen. */
export function deepLinkUrl(origin: string, slug: string, choice: DeepLinkChoice): string {
  const pairs = choice.serviceIds.map((id) => [SERVICE, id]);
  if (choice.barberId !== null && pairs.length > 0) pairs.push([BARBER, choice.barberId === '' ? ANY_BARBER : choice.barberId]);
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join('&');
  return query ? `${shopPageUrl(origin, slug)}?${query}` : shopPageUrl(origin, slug);
}

/** An address's query as the browser's URLSearchParams reads it (core has no DOM types). */
export interface QueryReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/**
 * The choice an address's deep link names, or null when it names no service (a barber alone
 * chooses nothing: the flow starts with the service). Malformed ids are dropped.
 */
export function deepLinkChoice(params: QueryReader): DeepLinkChoice | null {
  const serviceIds = [...new Set(params.getAll(SERVICE).filter((id) => ID.test(id)))].slice(0, MAX_SERVICES_PER_BOOKING);
  if (serviceIds.length === 0) return null;
  const barber = params.get(BARBER);
  const barberId = barber === ANY_BARBER ? '' : barber && ID.test(barber) ? barber : null;
  return { serviceIds, barberId };
}
