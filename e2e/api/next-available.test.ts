import type { BusinessHoursEntry } from '@barbershop/core/model';
import { barberDayId } from '@barbershop/core/slots';
import { addDays, todayIn, zonedToInstant } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createTestShop, type TestShop } from '../support/shops';

const LONDON = 'Europe/London';
const today = todayIn(LONDON);
// open every day 09:00-18:00, so the answer does not depend on the weekday the test runs
const EVERY_DAY: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '18:00',
  isActive: true,
}));
// closed today and the next two days: the soonest free time is on the third day after today
const closed = [today, addDays(today, 1), addDays(today, 2)];
const firstOpen = addDays(today, 3);

let shop: TestShop;
let other: TestShop;

async function setBusy(shopId: string, barberId: string, date: string, from: string, to: string) {
  const at = (t: string) => zonedToInstant(date, t, LONDON).getTime();
  await adminDb.doc(`barbershops/${shopId}/barberDays/${barberDayId(barberId, date)}`).set({
    shopId,
    barberId,
    date,
    intervals: [{ start: at(from), end: at(to), appointmentId: `busy-${barberId}-${date}` }],
  });
}

const nextAvailable = (shopId: string, query: string) => callApi('GET', `/api/barbershops/${shopId}/next-available?${query}`);

beforeAll(async () => {
  shop = await createTestShop({ barbers: 2, hours: EVERY_DAY });
  other = await createTestShop({ barbers: 1, hours: EVERY_DAY });
  await adminDb.doc(`barbershops/${shop.id}`).update({ closedDates: closed });
  // the first open day: barber 1 booked until 10:30, barber 2 until 10:00
  await setBusy(shop.id, shop.barberIds[0]!, firstOpen, '09:00', '10:30');
  await setBusy(shop.id, shop.barberIds[1]!, firstOpen, '09:00', '10:00');
});

describe('GET /api/barbershops/{id}/next-available', () => {
  it('answers the soonest free time after the closed days, with any barber or the chosen one', async () => {
    const s = shop.serviceIds[0];
    const lastDate = addDays(today, 90);
    for (const barber of ['', '&barberId=any', '&barberId=']) {
      const res = await nextAvailable(shop.id, `serviceId=${s}${barber}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ serviceId: s, barberId: null, date: firstOpen, time: '10:00', lastDate });
    }
    const one = await nextAvailable(shop.id, `serviceId=${s}&barberId=${shop.barberIds[0]}`);
    expect(one.body).toEqual({ serviceId: s, barberId: shop.barberIds[0], date: firstOpen, time: '10:30', lastDate });
    expect(one.headers.get('cache-control')).toBe('no-store');
  });

  it("skips a barber's time off to their next working day", async () => {
    const solo = await createTestShop({ barbers: 1, hours: EVERY_DAY });
    const barberId = solo.barberIds[0]!;
    await adminDb.doc(`barbershops/${solo.id}/timeBlocks/${barberId}-off`).set({
      id: `${barberId}-off`,
      shopId: solo.id,
      barberId,
      startDate: today,
      endDate: addDays(today, 1),
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation',
      notes: '',
    });
    const res = await nextAvailable(solo.id, `serviceId=${solo.serviceIds[0]}&barberId=${barberId}`);
    expect(res.body).toMatchObject({ date: addDays(today, 2), time: '09:00' });
  });

  it('answers null when nothing is free within the booking horizon', async () => {
    const soon = await createTestShop({ barbers: 1, hours: EVERY_DAY });
    await adminDb.doc(`barbershops/${soon.id}`).update({ closedDates: closed, bookingHorizonDays: 2 });
    const res = await nextAvailable(soon.id, `serviceId=${soon.serviceIds[0]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      serviceId: soon.serviceIds[0],
      barberId: null,
      date: null,
      time: null,
      lastDate: addDays(today, 2),
    });
  });

  it('looks for the whole visit of several services', async () => {
    // Cut (30) + Long Cut (45): barber 2 is free from 10:00, barber 1 from 10:30
    const [cut, long] = shop.serviceIds;
    const res = await nextAvailable(shop.id, `serviceId=${cut}&serviceIds=${cut},${long}`);
    expect(res.body).toMatchObject({ date: firstOpen, time: '10:00' });
  });

  it('refuses bad queries with a 4xx and a message', async () => {
    const s = shop.serviceIds[0];
    const cases: [string, number][] = [
      ['', 400],
      [`serviceId=${s}&serviceId=${s}`, 400],
      [`serviceId=a/b`, 400],
      [`serviceId=${s}&barberId=__x__`, 400],
      [`serviceId=${s}&serviceIds=${shop.serviceIds[1]},${s}`, 400],
      [`serviceId=no-such-service`, 404],
      [`serviceId=${shop.serviceIds[2]}`, 422],
      [`serviceId=${s}&barberId=${other.barberIds[0]}`, 404],
    ];
    for (const [query, status] of cases) {
      const res = await nextAvailable(shop.id, query);
      expect([query, res.status]).toEqual([query, status]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await nextAvailable('no-such-shop', `serviceId=${s}`)).status).toBe(404);
  });
});
