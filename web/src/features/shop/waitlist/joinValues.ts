import type { BarbershopDto } from '@barbershop/core/api';
import type { BookingForm } from '@barbershop/core/booking';
import { dayOfWeek } from '@barbershop/core/time';
import type { WaitlistPreference } from '@barbershop/core/model';

/** What the join form holds: the request's own fields (joinWaitlistSchema validates them as the API does). */
export interface JoinValues {
  barbershopId: string;
  serviceId: string;
  serviceIds?: string[];
  /** null: any available stylist */
  barberId: string | null;
  preferences: WaitlistPreference[];
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  marketingConsent: boolean;
  /** only where the shop offers texts: an offer is texted as well as emailed (issue 38) */
  textOffers?: boolean;
}

const FALLBACK_WINDOW = { from: '09:00', to: '17:00' };

/** A new window on `date`: the shop's opening hours that weekday (a start at closing is no visit, so one hour less), else 09:00–17:00. */
export function windowFor(shop: Pick<BarbershopDto, 'businessHours'>, date: string): WaitlistPreference {
  const hours = date ? (shop.businessHours ?? []).find((h) => h.isActive && h.dayOfWeek === dayOfWeek(date)) : undefined;
  if (!hours) return { date, ...FALLBACK_WINDOW };
  const [h, m] = hours.endTime.split(':').map(Number) as [number, number];
  const lastStart = `${String(Math.max(0, h - 1)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return { date, from: hours.startTime, to: lastStart > hours.startTime ? lastStart : hours.endTime };
}

/** The form's first values: the visit chosen in the booking flow, one window on the day wanted, and the details typed there. */
export function initialJoinValues(
  shop: Pick<BarbershopDto, 'id' | 'businessHours' | 'textReminders'>,
  visit: { serviceIds: readonly string[]; barberId: string },
  date: string,
  details: Pick<BookingForm, 'name' | 'phone' | 'email'>,
): JoinValues {
  const [first = ''] = visit.serviceIds;
  return {
    barbershopId: shop.id,
    serviceId: first,
    // one service asks exactly what the booking asks
    ...(visit.serviceIds.length > 1 ? { serviceIds: [...visit.serviceIds] } : {}),
    barberId: visit.barberId || null,
    preferences: [windowFor(shop, date)],
    customerName: details.name ?? '',
    customerPhone: details.phone ?? '',
    customerEmail: details.email ?? '',
    marketingConsent: false,
    // a held time lasts minutes: where the shop texts, the box starts ticked (the customer may untick it)
    ...(shop.textReminders ? { textOffers: true } : {}),
  };
}

/** The fields the form shows, each with its own error; a refusal of any other field (the visit chosen) has no place to show. */
const SHOWN = new Set(['preferences', 'customerName', 'customerPhone', 'customerEmail']);

/** Whether the form's check refused a field it does not show, so a tap on "Join" never fails in silence. */
export function unshownError(errors: object): boolean {
  return Object.entries(errors).some(([field, error]) => !SHOWN.has(field) && error != null);
}
