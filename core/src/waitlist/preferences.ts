// The windows a customer joins the waitlist with (issue 36), checked against the shop's calendar:
// a window nobody could ever be offered (a closed day, a date past or beyond the horizon) is
// refused with a message naming it, rather than kept on a list it can never leave by a booking.
import { horizonDaysOf, horizonRefusal, isBeyondHorizon, lastBookableDate } from '../booking/horizon';
import type { Barbershop } from '../model/types';
import type { WaitlistPreference } from '../model/waitlist';
import { dayOfWeek, todayIn, zonedToInstant } from '../time/zone';

type PreferenceShop = Pick<Barbershop, 'timezone' | 'businessHours' | 'closedDates' | 'bookingHorizonDays'>;

export type CheckedPreferences =
  | { ok: true; preferences: WaitlistPreference[]; dates: string[] }
  /** `errors`: one message per refused window, keyed `preferences[i]` as the request numbered them */
  | { ok: false; message: string; errors: Record<string, string> };

export const PAST_DATE_MESSAGE = 'That date has passed. Please choose today or a later date.';
export const PAST_WINDOW_MESSAGE = 'That time window has already passed today. Please choose a later time or date.';
export const CLOSED_DAY_MESSAGE = 'The barbershop is closed that day. Please choose another date.';
export const outsideHoursMessage = (open: string, close: string) =>
  `The barbershop is open ${open}–${close} that day. Please choose a window within those hours.`;

/** Why no time of `pref` could ever be offered (null: it may be). */
function refusalOf(pref: WaitlistPreference, shop: PreferenceShop, now: number): string | null {
  const today = todayIn(shop.timezone, now);
  if (pref.date < today) return PAST_DATE_MESSAGE;
  if (pref.date === today && zonedToInstant(pref.date, pref.to, shop.timezone).getTime() <= now) return PAST_WINDOW_MESSAGE;
  const horizonDays = horizonDaysOf(shop);
  if (isBeyondHorizon(pref.date, lastBookableDate(shop.timezone, horizonDays, now))) return horizonRefusal(horizonDays);
  const hours = shop.businessHours.find((h) => h.dayOfWeek === dayOfWeek(pref.date) && h.isActive);
  if (!hours || (shop.closedDates ?? []).includes(pref.date)) return CLOSED_DAY_MESSAGE;
  // a start from `from` to `to` (inclusive) must fall in the day's hours
  if (pref.to < hours.startTime || pref.from >= hours.endTime) return outsideHoursMessage(hours.startTime, hours.endTime);
  return null;
}

/**
 * The windows as stored: each checked (past, horizon, closed day, outside the day's hours), then
 * sorted by date and start, with windows of one date that overlap or touch merged into one (a
 * start at `to` fits, so 10:00–11:00 and 11:00–12:00 are 10:00–12:00). `dates`: the distinct
 * dates, sorted, which the offer matcher queries by.
 */
export function checkPreferences(prefs: readonly WaitlistPreference[], shop: PreferenceShop, now: number): CheckedPreferences {
  const errors: Record<string, string> = {};
  prefs.forEach((pref, i) => {
    const refusal = refusalOf(pref, shop, now);
    if (refusal) errors[`preferences[${i}]`] = refusal;
  });
  const messages = Object.values(errors);
  if (messages.length > 0) return { ok: false, message: messages[0]!, errors };
  const sorted = prefs
    .map((p) => ({ date: p.date, from: p.from, to: p.to }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from));
  const merged: WaitlistPreference[] = [];
  for (const pref of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.date === pref.date && pref.from <= last.to) last.to = pref.to > last.to ? pref.to : last.to;
    else merged.push(pref);
  }
  return { ok: true, preferences: merged, dates: [...new Set(merged.map((p) => p.date))] };
}
