// Malformed data already stored (written before the rules refused it, or by hand with the Admin
// SDK, which the rules do not bind) never switches a shop off (issue 31): junk list items in a
// barber's breaks, a shop's closed dates and hours, a service's barbers and a time block's times
// are skipped as the documents are read (core model/sanitize.ts), and the shop's slots,
// month availability, a barber's day, booking and reports still answer 2xx, honouring what
// is valid.
import { addDays } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, STANDARD_HOURS, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
const tuesday = futureWeekday(15, 2);
const wednesday = addDays(tuesday, 1);
const thursday = addDays(tuesday, 2);
const lunch = { dayOfWeek: 2, startTime: '13:00', endTime: '13:30' };

beforeAll(async () => {
  owner = await createOwner('stored-junk');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  const [b1, b2] = shop.barberIds as [string, string];
  const [cut, long] = shop.serviceIds as [string, string];
  const path = `barbershops/${shop.id}`;
  await Promise.all([
    adminDb.doc(path).update({
      closedDates: [null, 5, '2026-02-30', {}, 'x'.repeat(4096), thursday],
      businessHours: [...STANDARD_HOURS, null, { dayOfWeek: 'Monday' }],
      heroImages: [null, { url: 'x' }],
    }),
    adminDb.doc(`${path}/barbers/${b1}`).update({
      weeklyBreaks: [null, 1, 'lunch', {}, { dayOfWeek: '2', startTime: 13 }, lunch],
      skippedBreaks: [null, {}, 7, 'x'.repeat(4096)],
    }),
    adminDb.doc(`${path}/barbers/${b2}`).update({ weeklyBreaks: 'lunch', skippedBreaks: { a: 1 }, weeklyHours: 7 }),
    adminDb.doc(`${path}/services/${cut}`).update({ barberIds: [{}, 1, null, b1, b2] }),
    adminDb.doc(`${path}/services/${long}`).update({ barberIds: 'everyone' }),
    // timed, but with times that are not HH:mm: read as all day (the time the owner blocked is kept)
    adminDb.doc(`${path}/timeBlocks/junk-times`).set({
      id: 'junk-times',
      shopId: shop.id,
      barberId: b1,
      startDate: wednesday,
      endDate: wednesday,
      startTime: 1200,
      endTime: null,
      isAllDay: false,
      reason: 'training',
      notes: '',
    }),
    adminDb.doc(`${path}/timeBlocks/impossible-date`).set({
      id: 'impossible-date',
      shopId: shop.id,
      barberId: b2,
      startDate: '2026-02-30',
      endDate: '2026-02-30',
      startTime: '10:00',
      endTime: '11:00',
      isAllDay: false,
      reason: 'meeting',
      notes: '',
    }),
  ]);
});

type Slot = { time: string; available: boolean; reason?: string };
const slotsOf = async (date: string, barber: number, serviceId = shop.serviceIds[0]) => {
  const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${serviceId}`);
  expect(res.status).toBe(200);
  return res.body.barbers.find((b: { barberId: string }) => b.barberId === shop.barberIds[barber]).slots as Slot[];
};
const at = (slots: Slot[], time: string) => slots.find((s) => s.time === time);

describe('a shop whose stored lists hold junk', () => {
  it('answers its slots, keeping the valid break and skipping the junk', async () => {
    const tue = await slotsOf(tuesday, 0);
    expect(at(tue, '13:00')).toEqual({ time: '13:00', available: false, reason: 'Not Available' });
    expect(at(tue, '10:00')).toEqual({ time: '10:00', available: true });
    // barber 2's breaks are not a list: none; the service that names junk still lists both barbers
    expect(at(await slotsOf(tuesday, 1), '13:00')).toEqual({ time: '13:00', available: true });
    // 'everyone' is not a list of barbers: every barber performs the service (null)
    expect(at(await slotsOf(tuesday, 1, shop.serviceIds[1]), '10:00')).toEqual({ time: '10:00', available: true });
  });

  it('keeps the valid closed date and reads a block with junk times as all day', async () => {
    expect((await slotsOf(thursday, 0)).every((s) => !s.available && s.reason === 'Closed')).toBe(true);
    expect((await slotsOf(wednesday, 0)).every((s) => !s.available)).toBe(true);
    expect(at(await slotsOf(wednesday, 1), '10:00')).toEqual({ time: '10:00', available: true });
  });

  it('answers the month availability, without the closed date', async () => {
    const res = await callApi(
      'GET',
      `/api/barbershops/${shop.id}/availability?month=${tuesday.slice(0, 7)}&serviceId=${shop.serviceIds[0]}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.availableDates).not.toContain(thursday);
    if (tuesday.slice(0, 7) === thursday.slice(0, 7)) expect(res.body.availableDates).toContain(tuesday);
  });

  it('answers a barber’s day (all-slots)', async () => {
    const res = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${tuesday}&duration=30`);
    expect(res.status).toBe(200);
    expect(at(res.body, '13:00')).toMatchObject({ available: false });
    expect(at(res.body, '10:00')).toMatchObject({ available: true });
  });

  it('takes a booking, and refuses one onto the valid break', async () => {
    const body = (time: string, n: number) => ({
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date: tuesday,
      time,
      customerName: 'Ada Lovelace',
      customerPhone: `07700 90013${n}`,
      customerEmail: `ada.junk${n}@example.com`,
      notes: '',
    });
    expect((await callApi('POST', '/api/appointments', { body: body('10:00', 1) })).status).toBe(201);
    expect((await callApi('POST', '/api/appointments', { body: body('13:00', 2) })).status).toBe(409);
  });

  it('answers the owner’s reports and the shop’s public page', async () => {
    const report = await callApi('GET', `/api/barbershops/${shop.id}/reports?from=${tuesday}&to=${addDays(tuesday, 6)}&by=day`, {
      token: owner.token,
    });
    expect(report.status).toBe(200);
    expect(report.body.totals.bookings).toBe(1);
    const page = await callApi('GET', `/api/barbershops/${shop.id}`);
    expect(page.status).toBe(200);
    expect(page.body.heroImages).toEqual([]);
  });
});
