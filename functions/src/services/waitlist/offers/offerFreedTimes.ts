import type { Barbershop, WaitlistEntry } from '@barbershop/core/model';
import { todayIn } from '@barbershop/core/time';
import { firstFit, offerSlotKey, orderEntries, waitlistSettingsOf, type BarberFreeSlots } from '@barbershop/core/waitlist';
import { waitlist } from '../../../data/collections';
import { HttpError } from '../../../errors';
import { loadShop } from '../../reads/shopData';
import { createOffer } from './createOffer';
import { freeSlotsFor } from './freeSlots';

/** Firestore's limit on an array-contains-any list. */
const MAX_QUERY_DATES = 30;
/** One entry is tried with at most this many times before the next (each refused time was just taken). */
const MAX_TRIES_PER_ENTRY = 5;

/**
 * Offers the shop's free times to the waiting customers they fit (docs/waitlist.md "Offers"):
 * the entries waiting for one of `dates` (null: every waiting entry), in the shop's order, each
 * offered the earliest free time in its windows. Each offer is its own transaction, which
 * refuses an entry no longer waiting or a time no longer free: two runs at once never offer one
 * time to two people, nor two times to one. Answers how many offers it made.
 */
export async function offerFreedTimes(shopId: string, dates: string[] | null, now: number = Date.now()): Promise<number> {
  const shop = await loadShop(shopId).catch(() => null);
  if (!shop || !waitlistSettingsOf(shop).enabled) return 0;
  const today = todayIn(shop.timezone, now);
  const wanted = dates === null ? null : [...new Set(dates)].filter((d) => d >= today);
  if (wanted?.length === 0) return 0;
  let offered = 0;
  for (let i = 0; i < (wanted?.length ?? 1); i += MAX_QUERY_DATES) {
    const chunk = wanted?.slice(i, i + MAX_QUERY_DATES) ?? null;
    offered += await offerTo(shop, await waitingEntries(shop.id, chunk), chunk, today, now);
  }
  return offered;
}

async function waitingEntries(shopId: string, dates: string[] | null): Promise<WaitlistEntry[]> {
  const waiting = waitlist(shopId).where('state', '==', 'waiting');
  const snap = await (dates ? waiting.where('dates', 'array-contains-any', dates) : waiting).get();
  return snap.docs.map((d) => d.data());
}

async function offerTo(shop: Barbershop, entries: WaitlistEntry[], dates: string[] | null, today: string, now: number) {
  // the day's times per (date, services), read again once an offer took one of them
  const days = new Map<string, Promise<BarberFreeSlots[]>>();
  const slotsOf = (entry: WaitlistEntry, date: string) => {
    const key = `${date}|${entry.serviceIds.join(',')}`;
    if (!days.has(key)) days.set(key, freeSlotsFor(shop, entry, date, now));
    return days.get(key)!;
  };
  const forget = (date: string) => {
    for (const key of [...days.keys()]) if (key.startsWith(`${date}|`)) days.delete(key);
  };
  let offered = 0;
  for (const entry of orderEntries(entries, waitlistSettingsOf(shop).order)) {
    const entryDates = entry.dates.filter((d) => d >= today && (!dates || dates.includes(d)));
    if (await offerOne(shop, entry, entryDates, slotsOf, forget, now)) offered++;
  }
  return offered;
}

/** The entry's earliest fitting time offered to it; false when none fits or it is no longer waiting. */
async function offerOne(
  shop: Barbershop,
  entry: WaitlistEntry,
  dates: string[],
  slotsOf: (entry: WaitlistEntry, date: string) => Promise<BarberFreeSlots[]>,
  forget: (date: string) => void,
  now: number,
): Promise<boolean> {
  const tried = { ...entry, offeredSlots: [...entry.offeredSlots] };
  for (const date of dates) {
    for (let attempt = 0; attempt < MAX_TRIES_PER_ENTRY; attempt++) {
      const fit = firstFit(tried, await slotsOf(entry, date), date);
      if (!fit) break;
      try {
        await createOffer(shop, entry, { ...fit, date }, { now, offeredBy: null });
        forget(date);
        return true;
      } catch (err) {
        if (!(err instanceof HttpError) || err.status !== 409) throw err;
        if (err.code === 'waitlist_not_waiting') return false;
        // the time was just taken: read the day again and try the next fitting time
        forget(date);
        tried.offeredSlots.push(offerSlotKey(fit.barberId, fit.start));
      }
    }
  }
  return false;
}
