import { randomUUID } from 'node:crypto';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { DEFAULT_WIZARD_HOURS, shopSearchKeys } from '@barbershop/core/shop';
import { addDays, todayIn } from '@barbershop/core/time';
import { adminDb } from './admin';

/** Test shops open the wizard's default week (one declaration, in core). */
export const STANDARD_HOURS: BusinessHoursEntry[] = DEFAULT_WIZARD_HOURS;

export interface TestShop {
  id: string;
  name: string;
  slug: string;
  barberIds: string[];
  serviceIds: string[];
}

/**
 * A shop of its own for one test file, written with the admin SDK: barbers named Barber 1..n,
 * services 'Cut' (30 min, £20.00) and 'Long Cut' (45 min, £35.00), plus an inactive one.
 */
export async function createTestShop(
  options: { ownerUid?: string; barbers?: number; hours?: BusinessHoursEntry[]; name?: string; address?: string } = {},
): Promise<TestShop> {
  const suffix = randomUUID().slice(0, 8);
  const id = `test-shop-${suffix}`;
  const name = options.name ?? `Test Shop ${suffix}`;
  const slug = `test-shop-${suffix}`;
  const address = options.address ?? '1 Test Street, London';
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`barbershops/${id}`), {
    id,
    ownerId: options.ownerUid ?? `nobody-${suffix}`,
    name,
    slug,
    description: 'A shop made by a test',
    address,
    phone: '+442079460000',
    email: `${suffix}@shop.example`,
    heroImages: [],
    logoImage: '',
    googleBusinessUrl: '',
    timezone: 'Europe/London',
    businessHours: options.hours ?? STANDARD_HOURS,
    // as functions write it (the listing's search)
    searchKeys: shopSearchKeys(name, address),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  batch.set(adminDb.doc(`slugs/${slug}`), { shopId: id });
  const barberIds: string[] = [];
  for (let i = 1; i <= (options.barbers ?? 2); i += 1) {
    const barberId = `${id}-barber-${i}`;
    barberIds.push(barberId);
    batch.set(adminDb.doc(`barbershops/${id}/barbers/${barberId}`), {
      id: barberId,
      shopId: id,
      name: `Barber ${i}`,
      specialty: 'Cuts',
      bio: '',
      photoUrl: '',
      isActive: true,
      weeklyHours: null,
    });
  }
  const services = [
    { id: `${id}-cut`, name: 'Cut', durationMin: 30, pricePence: 2000, isActive: true },
    { id: `${id}-long`, name: 'Long Cut', durationMin: 45, pricePence: 3500, isActive: true },
    { id: `${id}-old`, name: 'Retired Service', durationMin: 30, pricePence: 1000, isActive: false },
  ];
  for (const s of services) batch.set(adminDb.doc(`barbershops/${id}/services/${s.id}`), { ...s, shopId: id, description: '' });
  await batch.commit();
  return { id, name, slug, barberIds, serviceIds: services.map((s) => s.id) };
}

/** A weekday (Mon-Fri) at least `minDaysAhead` days from now, as YYYY-MM-DD. */
export function futureWeekday(minDaysAhead = 14, weekday = 2): string {
  const d = new Date(Date.now() + minDaysAhead * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function nextSunday(minDaysAhead = 7): string {
  return futureWeekday(minDaysAhead, 0);
}

/** The date `days` after today in the shop's zone (test shops are in London), as YYYY-MM-DD. */
export function daysFromToday(days: number, timeZone = 'Europe/London'): string {
  return addDays(todayIn(timeZone), days);
}

/** The first Monday-Friday on or after `daysFromToday(days)`. */
export function weekdayFromToday(days: number): string {
  let date = daysFromToday(days);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}
