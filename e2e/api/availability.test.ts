import { monthDays } from '@barbershop/core/booking';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { barberDayId } from '@barbershop/core/slots';
import { addDays, dayBounds, dayOfWeek, todayIn, zonedToInstant } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createTestShop, daysFromToday, type TestShop } from '../support/shops';

const LONDON = 'Europe/London';
const today = todayIn(LONDON);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);

// A month wholly ahead: its 1st is at least 40 days away. The shop's horizon ends on its 15th.
const around = daysFromToday(40).slice(0, 7);
const first = daysFromToday(40).endsWith('-01') ? `${around}-01` : `${addDays(`${around}-28`, 7).slice(0, 7)}-01`;
const targetMonth = first.slice(0, 7);
const lastBookable = addDays(first, 14);
const horizonDays = daysBetween(today, lastBookable);
const open = (date: string) => dayOfWeek(date) !== 0;
// the first Tuesday, Wednesday and Thursday of the month: all within its first 14 days
const weekday = (dow: number) => monthDays(targetMonth).find((d) => dayOfWeek(d) === dow)!;
const fullDay = weekday(2);
const oneBookingDay = weekday(3);
const blockedDay = weekday(4);

let shop: TestShop;
let other: TestShop;

async function setBusy(shopId: string, barberId: string, date: string, from: string, to: string) {
  await adminDb.doc(`barbershops/${shopId}/barberDays/${barberDayId(barberId, date)}`).set({
    shopId,
    barberId,
    date,
    intervals: [
      {
        start: zonedToInstant(date, from, LONDON).getTime(),
        end: zonedToInstant(date, to, LONDON).getTime(),
        appointmentId: `busy-${date}`,
      },
    ],
  });
}

async function blockAllDay(shopId: string, barberId: string, date: string) {
  await adminDb.doc(`barbershops/${shopId}/timeBlocks/${barberId}-${date}`).set({
    id: `${barberId}-${date}`,
    shopId,
    barberId,
    startDate: date,
    endDate: date,
    startTime: null,
    endTime: null,
    isAllDay: true,
    reason: 'vacation',
    notes: '',
  });
}

const availability = (shopId: string, query: string) => callApi('GET', `/api/barbershops/${shopId}/availability?${query}`);

beforeAll(async () => {
  shop = await createTestShop({ barbers: 2 });
  other = await createTestShop({ barbers: 1 });
  await adminDb.doc(`barbershops/${shop.id}`).update({ bookingHorizonDays: horizonDays });
  for (const barberId of shop.barberIds) {
    await setBusy(shop.id, barberId, fullDay, '09:00', '18:00');
    await blockAllDay(shop.id, barberId, blockedDay);
  }
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date: oneBookingDay,
      time: '09:00',
      customerName: 'Month Tester',
      customerPhone: '07700 900123',
      customerEmail: 'month-tester@example.com',
    },
  });
  expect(booked.status).toBe(201);
  // barber 2 is away all day too: barber 1's one booking leaves the rest of their day free
  await blockAllDay(shop.id, shop.barberIds[1]!, oneBookingDay);
});

describe('GET /api/barbershops/{id}/availability', () => {
  it('lists the open days with a free time, up to the horizon', async () => {
    const res = await availability(shop.id, `month=${targetMonth}&serviceId=${shop.serviceIds[0]}`);
    expect(res.status).toBe(200);
    const expected = monthDays(targetMonth).filter((d) => d <= lastBookable && open(d) && d !== fullDay && d !== blockedDay);
    expect(res.body).toEqual({ month: targetMonth, serviceId: shop.serviceIds[0], barberId: null, availableDates: expected });
    expect(res.body.availableDates).toContain(oneBookingDay);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers one barber's days, and 'any' or empty as any barber", async () => {
    const expected = monthDays(targetMonth).filter((d) => d <= lastBookable && open(d) && d !== fullDay && d !== blockedDay);
    const barber2 = expected.filter((d) => d !== oneBookingDay);
    const res = await availability(shop.id, `month=${targetMonth}&serviceId=${shop.serviceIds[0]}&barberId=${shop.barberIds[1]}`);
    expect(res.body).toEqual({
      month: targetMonth,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[1],
      availableDates: barber2,
    });
    for (const barberId of ['any', ''])
      expect(
        (await availability(shop.id, `month=${targetMonth}&serviceId=${shop.serviceIds[0]}&barberId=${barberId}`)).body,
      ).toEqual({
        month: targetMonth,
        serviceId: shop.serviceIds[0],
        barberId: null,
        availableDates: expected,
      });
  });

  it('leaves out the days already past in the current month', async () => {
    const res = await availability(shop.id, `month=${today.slice(0, 7)}&serviceId=${shop.serviceIds[0]}`);
    expect(res.status).toBe(200);
    const dates: string[] = res.body.availableDates;
    expect(dates.filter((d) => d < today)).toEqual([]);
    // today itself depends on the hour; every later open day is free
    expect(dates.filter((d) => d > today)).toEqual(
      monthDays(today.slice(0, 7)).filter((d) => d > today && d <= lastBookable && open(d)),
    );
  });

  it('refuses bad queries with a 4xx and a message', async () => {
    const s = shop.serviceIds[0];
    const cases: [string, number][] = [
      [`serviceId=${s}`, 400],
      [`month=${targetMonth}`, 400],
      [`month=2026-13&serviceId=${s}`, 400],
      [`month=${targetMonth}-01&serviceId=${s}`, 400],
      [`month=${targetMonth}&month=${targetMonth}&serviceId=${s}`, 400],
      [`month=${targetMonth}&serviceId=${s}&barberId=__x__`, 400],
      [`month=${addDays(today, -40).slice(0, 7)}&serviceId=${s}`, 422],
      [`month=${addDays(lastBookable, 40).slice(0, 7)}&serviceId=${s}`, 422],
      [`month=${targetMonth}&serviceId=no-such-service`, 404],
      [`month=${targetMonth}&serviceId=${shop.serviceIds[2]}`, 422],
      [`month=${targetMonth}&serviceId=${s}&barberId=${other.barberIds[0]}`, 404],
    ];
    for (const [query, status] of cases) {
      const res = await availability(shop.id, query);
      expect([query, res.status]).toEqual([query, status]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await availability('no-such-shop', `month=${targetMonth}&serviceId=${s}`)).status).toBe(404);
    expect((await availability(shop.id, `month=${addDays(lastBookable, 40).slice(0, 7)}&serviceId=${s}`)).body.message).toBe(
      `Online bookings open ${horizonDays} days ahead. Please choose an earlier month.`,
    );
  });
});

describe('availability on a clock-change day', () => {
  // The next day the clocks change in London, at least two days away (within a 365-day horizon).
  let change = addDays(today, 2);
  while (dayBounds(change, LONDON).end - dayBounds(change, LONDON).start === 86_400_000) change = addDays(change, 1);
  const springForward = dayBounds(change, LONDON).end - dayBounds(change, LONDON).start === 23 * 3_600_000;
  const before = addDays(change, -1);
  // open every day 00:00-03:00: the hour from 01:00 is skipped in spring, lived twice in autumn
  const night: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
    startTime: '00:00',
    endTime: '03:00',
    isActive: true,
  }));

  it('counts the hour the clocks skip as no time, and the repeated hour as time', async () => {
    const nightShop = await createTestShop({ barbers: 1, hours: night });
    await adminDb.doc(`barbershops/${nightShop.id}`).update({ bookingHorizonDays: 365 });
    // booked 00:00-01:00 and 02:00-03:00 (wall clock) on the day before and on the day itself
    for (const date of [before, change]) {
      const at = (t: string) => zonedToInstant(date, t, LONDON).getTime();
      await adminDb.doc(`barbershops/${nightShop.id}/barberDays/${barberDayId(nightShop.barberIds[0]!, date)}`).set({
        shopId: nightShop.id,
        barberId: nightShop.barberIds[0],
        date,
        intervals: [
          { start: at('00:00'), end: at('01:00'), appointmentId: `a-${date}` },
          { start: at('02:00'), end: at('03:00'), appointmentId: `b-${date}` },
        ],
      });
    }
    const res = await availability(nightShop.id, `month=${change.slice(0, 7)}&serviceId=${nightShop.serviceIds[0]}`);
    const expected = monthDays(change.slice(0, 7)).filter((d) => d > today && !(springForward && d === change));
    expect(res.body.availableDates.filter((d: string) => d > today)).toEqual(expected);
  });
});
