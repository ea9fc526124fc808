// Month availability latency through Hosting -> Functions -> Firestore on the emulators: a shop
// with 6 barbers and a month with bookings, asked for any barber and for one barber.
// Runs inside `firebase emulators:exec` (scripts/bench.mjs).
import { performance } from 'node:perf_hooks';
import { monthDays } from '@barbershop/core/booking';
import { zonedToInstant } from '@barbershop/core/time';
import { adminDb } from '../e2e/support/admin';
import { callApi } from '../e2e/support/api';
import { createTestShop, daysFromToday } from '../e2e/support/shops';
import { ms, percentile } from './stats';

const shop = await createTestShop({ barbers: 6 });
const month = daysFromToday(35).slice(0, 7);
// every barber busy 09:00-12:00 on each day of the month: a realistic number of barber-days to read
const batch = adminDb.batch();
for (const date of monthDays(month))
  for (const barberId of shop.barberIds)
    batch.set(adminDb.doc(`barbershops/${shop.id}/barberDays/${barberId}_${date}`), {
      shopId: shop.id,
      barberId,
      date,
      intervals: [
        {
          start: zonedToInstant(date, '09:00', 'Europe/London').getTime(),
          end: zonedToInstant(date, '12:00', 'Europe/London').getTime(),
          appointmentId: `bench-${barberId}-${date}`,
        },
      ],
    });
await batch.commit();

async function ask(query: string): Promise<number> {
  const t0 = performance.now();
  const res = await callApi(
    'GET',
    `/api/barbershops/${shop.id}/availability?month=${month}&serviceId=${shop.serviceIds[0]}${query}`,
  );
  if (res.status !== 200) throw new Error(`availability answered ${res.status}: ${res.text}`);
  return performance.now() - t0;
}

await ask(''); // warm-up
const anyBarber: number[] = [];
for (let i = 0; i < 20; i += 1) anyBarber.push(await ask(''));
const oneBarber: number[] = [];
for (let i = 0; i < 20; i += 1) oneBarber.push(await ask(`&barberId=${shop.barberIds[0]}`));
console.log('Month availability latency (GET /api/barbershops/{id}/availability via Hosting, emulators, 6 barbers)');
console.log(`  any barber x${anyBarber.length}: p50 ${ms(percentile(anyBarber, 50))}  p95 ${ms(percentile(anyBarber, 95))}`);
console.log(`  one barber x${oneBarber.length}: p50 ${ms(percentile(oneBarber, 50))}  p95 ${ms(percentile(oneBarber, 95))}`);
process.exit(0);
