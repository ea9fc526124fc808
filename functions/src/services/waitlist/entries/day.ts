import { periodStartOf } from '@barbershop/core/reports';
import { addDays, dayBounds } from '@barbershop/core/time';
import type { WaitlistEntry, WaitlistOffer, WaitlistSettings } from '@barbershop/core/model';
import { positionsOf, refilledOf, waitlistSettingsOf, type WaitlistDayDto } from '@barbershop/core/waitlist';
import { appointments, waitlist, waitlistOffers } from '../../../data/collections';
import { toWaitlistEntryDto } from '../../../dto/waitlistEntry';
import { actorIn } from '../../reads/members';
import { shopNames } from './names';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/** TEMPORARY: the shop's offer order, until core's orderEntries (helper ENGINE's matching.ts) is merged. */
function inOfferOrder(entries: readonly WaitlistEntry[], order: WaitlistSettings['order']): WaitlistEntry[] {
  return [...entries].sort(
    (a, b) =>
      (order === 'regularsFirst' ? Number(b.regular) - Number(a.regular) : 0) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

async function offersOf(shopId: string, entryIds: readonly string[]): Promise<Map<string, WaitlistOffer[]>> {
  const chunks: string[][] = [];
  for (let i = 0; i < entryIds.length; i += IN_LIMIT) chunks.push(entryIds.slice(i, i + IN_LIMIT));
  const snaps = await Promise.all(chunks.map((ids) => waitlistOffers(shopId).where('entryId', 'in', ids).get()));
  const byEntry = new Map<string, WaitlistOffer[]>();
  for (const offer of snaps
    .flatMap((s) => s.docs.map((d) => d.data()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()))
    byEntry.set(offer.entryId, [...(byEntry.get(offer.entryId) ?? []), offer]);
  return byEntry;
}

/** What the waitlist brought back in the week (Monday to Sunday, shop zone) that holds `date`: bookings created then. */
async function refilledIn(shopId: string, timeZone: string, date: string): Promise<WaitlistDayDto['refilled']> {
  const weekStart = periodStartOf(date, 'week');
  const from = new Date(dayBounds(weekStart, timeZone).start);
  const to = new Date(dayBounds(addDays(weekStart, 6), timeZone).end);
  const snap = await appointments(shopId).where('createdAt', '>=', from).where('createdAt', '<', to).get();
  return { weekStart, ...refilledOf(snap.docs.map((d) => d.data())) };
}

/**
 * GET /api/barbershops/{id}/waitlist?date= (customers.read): every entry with a window on that
 * date, whatever its state, those still in line first in the order the shop offers in; each
 * with its offers; the settings; and the week's refilled chairs.
 */
export async function waitlistDay(uid: string, shopId: string, date: string): Promise<WaitlistDayDto> {
  const { shop } = await actorIn(uid, shopId, 'customers.read');
  const settings = waitlistSettingsOf(shop);
  const [snap, names, refilled] = await Promise.all([
    waitlist(shop.id).where('dates', 'array-contains', date).get(),
    shopNames(shop.id),
    refilledIn(shop.id, shop.timezone, date),
  ]);
  const ordered = inOfferOrder(
    snap.docs.map((d) => d.data()),
    settings.order,
  );
  const positions = positionsOf(ordered);
  const offers = await offersOf(
    shop.id,
    ordered.map((e) => e.id),
  );
  const inLineFirst = [...ordered].sort(
    (a, b) => (positions.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (positions.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    date,
    settings,
    entries: inLineFirst.map((e) => toWaitlistEntryDto(e, positions.get(e.id) ?? null, names(e), offers.get(e.id) ?? [])),
    refilled,
  };
}
