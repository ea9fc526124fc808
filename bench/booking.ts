// Booking latency through Hosting -> Functions -> Firestore on the emulators: sequential and
// concurrent bookings of distinct slots. Runs inside `firebase emulators:exec` (scripts/bench.mjs).
import { performance } from 'node:perf_hooks';
import { createTestShop, futureWeekday } from '../e2e/support/shops';
import { callApi } from '../e2e/support/api';
import { ms, percentile } from './stats';

async function book(shopId: string, serviceId: string, barberId: string, date: string, time: string, i: number) {
  const t0 = performance.now();
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shopId,
      serviceId,
      barberId,
      date,
      time,
      customerName: `Bench ${i}`,
      customerPhone: `07700 9${String(i).padStart(5, '0')}`,
      customerEmail: `bench${i}@example.com`,
    },
  });
  if (res.status !== 201) throw new Error(`booking ${i} answered ${res.status}: ${res.text}`);
  return performance.now() - t0;
}

const times = Array.from({ length: 18 }, (_, k) => `${String(9 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`);
const shop = await createTestShop({ barbers: 6 });
const date = futureWeekday(30, 2);
await book(shop.id, shop.serviceIds[0]!, shop.barberIds[5]!, futureWeekday(31, 3), '09:00', 0); // warm-up

const sequential: number[] = [];
for (let i = 0; i < 18; i += 1)
  sequential.push(await book(shop.id, shop.serviceIds[0]!, shop.barberIds[0]!, date, times[i]!, i + 1));

const concurrent = await Promise.all(
  // 15 at once: 5 barbers x 3 times, so each barber-day document sees 3 transactions at once.
  Array.from({ length: 15 }, (_, i) =>
    book(shop.id, shop.serviceIds[0]!, shop.barberIds[i % 5]!, futureWeekday(40, 2), times[Math.floor(i / 5) * 2]!, 100 + i),
  ),
);
console.log(
  'Booking latency (POST /api/appointments via Hosting, emulators; the Functions emulator starts a worker per concurrent request, so concurrent figures are dominated by that)',
);
console.log(`  sequential x${sequential.length}: p50 ${ms(percentile(sequential, 50))}  p95 ${ms(percentile(sequential, 95))}`);
console.log(
  `  concurrent x${concurrent.length} (5 barbers): p50 ${ms(percentile(concurrent, 50))}  p95 ${ms(percentile(concurrent, 95))}`,
);
process.exit(0);
