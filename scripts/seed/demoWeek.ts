// The demo shops' week, relative to the day the seed runs: pure, so its dates are tested alone.
import { customerIdForPhone } from '@barbershop/core/customers';
import type { Appointment, BlockReason, BusinessHoursEntry, Customer, TimeBlock } from '@barbershop/core/model';
import { addDays, dayOfWeek, minutesOf, timeOf, todayIn, zonedToInstant } from '@barbershop/core/time';
import demoCustomers from './demoCustomers.json';
import type { DemoShop } from './demoData';

/** Ofcom's drama range (07700 900xxx): numbers nobody owns, in E.164 as the engine stores them. */
const DEMO_CUSTOMERS: { name: string; phone: string }[] = demoCustomers;

/** Start times of a barber's day: 90 minutes apart, so even the longest demo service fits. */
const SLOT_TIMES = ['09:00', '10:30', '12:00', '14:00', '15:30'];
/** Days before today (completed history) and after it (the coming week, today + 6 at most). */
export const DAYS_BEFORE = 2;
export const DAYS_AFTER = 6;

export interface DemoWeek {
  customers: Customer[];
  appointments: Appointment[];
  blocks: TimeBlock[];
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

function isOpen(hours: BusinessHoursEntry[], date: string): BusinessHoursEntry | null {
  const entry = hours.find((h) => h.dayOfWeek === dayOfWeek(date));
  return entry?.isActive ? entry : null;
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/**
 * A believable week for one shop around `now` in its zone: each open day from two days back to
 * six days ahead has most barbers' slots booked; what has ended is completed (its reminder and
 * thank-you counted as sent, as they would have been), about one in seven is cancelled, today has a lunch
 * break and the coming week a training afternoon. Deterministic for a given day, so re-seeding
 * on the same day overwrites the same documents.
 */
export function planDemoWeek(shop: DemoShop, hours: BusinessHoursEntry[], timeZone: string, now: Date): DemoWeek {
  const today = todayIn(timeZone, now);
  const customers: Customer[] = DEMO_CUSTOMERS.map((c) => ({
    id: customerIdForPhone(c.phone),
    shopId: shop.id,
    name: c.name,
    phone: c.phone,
    email: emailOf(c.name),
    notes: '',
    createdAt: new Date(now.getTime() - 30 * 86_400_000),
  }));

  const blocks: TimeBlock[] = [];
  const firstBarber = shop.barbers[0]!;
  const lastBarber = shop.barbers[shop.barbers.length - 1]!;
  const block = (barberId: string, date: string, startTime: string, endTime: string, reason: BlockReason, notes: string) =>
    blocks.push({
      id: `${shop.id}-block-${date}-${reason}`,
      shopId: shop.id,
      barberId,
      startDate: date,
      endDate: date,
      startTime,
      endTime,
      isAllDay: false,
      reason,
      notes,
    });
  if (isOpen(hours, today)) block(firstBarber.id, today, '13:00', '14:00', 'lunch', 'Lunch');
  const trainingDay = [2, 3, 4, 5, 6].map((d) => addDays(today, d)).find((d) => isOpen(hours, d));
  if (trainingDay) block(lastBarber.id, trainingDay, '14:00', '17:00', 'training', 'Colour course');

  const appointments: Appointment[] = [];
  let n = 0;
  for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset += 1) {
    const date = addDays(today, offset);
    const open = isOpen(hours, date);
    if (!open) continue;
    shop.barbers.forEach((barber, b) => {
      SLOT_TIMES.forEach((time, s) => {
        // about two slots in three booked, a different pattern each day and barber
        if ((offset + DAYS_BEFORE + b + s) % 3 === 0) return;
        const service = shop.services[(offset + DAYS_BEFORE + b * 2 + s) % shop.services.length]!;
        if (minutesOf(time) + service.durationMin > minutesOf(open.endTime)) return;
        const start = zonedToInstant(date, time, timeZone);
        const end = new Date(start.getTime() + service.durationMin * 60_000);
        const blocked = blocks.some(
          (k) =>
            k.barberId === barber.id &&
            k.startDate === date &&
            overlaps(
              start.getTime(),
              end.getTime(),
              zonedToInstant(date, k.startTime!, timeZone).getTime(),
              zonedToInstant(date, k.endTime!, timeZone).getTime(),
            ),
        );
        if (blocked) return;
        const customer = customers[n % customers.length]!;
        n += 1;
        const ended = end.getTime() <= now.getTime();
        const cancelled = n % 7 === 3;
        const bookedAt = new Date(Math.min(now.getTime(), start.getTime()) - (3 + (n % 5)) * 86_400_000);
        appointments.push({
          id: `${shop.id}-${date}-${b}-${timeOf(minutesOf(time)).replace(':', '')}`,
          shopId: shop.id,
          barberId: barber.id,
          serviceId: service.id,
          customerId: customer.id,
          start,
          end,
          date,
          time,
          durationMin: service.durationMin,
          pricePence: service.pricePence,
          status: cancelled ? 'cancelled' : ended ? 'completed' : 'scheduled',
          customerName: customer.name,
          customerPhone: customer.phone,
          customerEmail: customer.email,
          serviceName: service.name,
          barberName: barber.name,
          notes: '',
          source: n % 4 === 0 ? 'owner' : 'online',
          createdAt: bookedAt,
          reminderSentAt: start.getTime() <= now.getTime() + 24 * 3_600_000 ? bookedAt : null,
          thankYouSentAt: ended && !cancelled ? end : null,
        });
      });
    });
  }
  return { customers, appointments, blocks };
}
