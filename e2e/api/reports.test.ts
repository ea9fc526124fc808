// GET /api/barbershops/{id}/reports: a known week of bookings for a shop of its own, and the
// figures the owner's Reports tab shows from it.
import { withBreakOnDays } from '@barbershop/core/closures';
import { customerProfile, type ProfileVisit } from '@barbershop/core/customers';
import { addDays, todayIn } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { seedAppointment, shopServices } from '../support/reports';
import { createTestShop, type TestShop } from '../support/shops';

let owner: TestOwner;
let other: TestOwner;
let shop: TestShop;

// The week of Monday 2 November 2026. The shop keeps the wizard's hours (Mon-Fri 09:00-18:00,
// Saturday 09:00-17:00, Sunday shut) and is closed on Saturday the 7th. Barber 1 has lunch
// 13:00-13:30 Mon-Fri and a meeting on Wednesday 09:00-11:00; Barber 2 works Mon-Fri 10:00-16:00.
const MONDAY = '2026-11-02';
const SUNDAY = '2026-11-08';

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('reports'), createOwner('reports-other')]);
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  const { cut, long } = shopServices(shop);
  await Promise.all([
    adminDb.doc(`barbershops/${shop.id}`).update({ closedDates: ['2026-11-07'] }),
    adminDb
      .doc(`barbershops/${shop.id}/barbers/${shop.barberIds[0]}`)
      .update({ weeklyBreaks: withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30') }),
    adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[1]}`).update({
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '10:00',
        endTime: '16:00',
        isActive: dayOfWeek >= 1 && dayOfWeek <= 5,
      })),
    }),
    adminDb.doc(`barbershops/${shop.id}/timeBlocks/report-meeting`).set({
      id: 'report-meeting',
      shopId: shop.id,
      barberId: shop.barberIds[0],
      startDate: '2026-11-04',
      endDate: '2026-11-04',
      startTime: '09:00',
      endTime: '11:00',
      isAllDay: false,
      reason: 'meeting',
      notes: '',
    }),
    seedAppointment(shop, { barber: 1, date: MONDAY, time: '10:00', status: 'completed', services: [cut] }),
    seedAppointment(shop, { barber: 1, date: MONDAY, time: '11:00', status: 'scheduled', services: [long] }),
    seedAppointment(shop, { barber: 1, date: '2026-11-03', time: '10:00', status: 'no_show', services: [cut] }),
    seedAppointment(shop, { barber: 1, date: '2026-11-04', time: '12:00', status: 'cancelled', services: [cut] }),
    seedAppointment(shop, { barber: 2, date: MONDAY, time: '10:00', status: 'completed', services: [long] }),
    // Cut + Long Cut, 75 minutes from 15:00: Barber 2 stops at 16:00
    seedAppointment(shop, { barber: 2, date: '2026-11-06', time: '15:00', status: 'scheduled', services: [cut, long] }),
    // the next Monday
    seedAppointment(shop, { barber: 1, date: '2026-11-09', time: '10:00', status: 'completed', services: [cut] }),
  ]);
});

const report = (query: string, token: string | null = owner.token, shopId = shop.id) =>
  callApi('GET', `/api/barbershops/${shopId}/reports?${query}`, { token });

describe('the figures of a known week', () => {
  it('totals, a row a day, per barber (with utilisation) and per service', async () => {
    const res = await report(`from=${MONDAY}&to=${SUNDAY}&by=day`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = res.body;
    expect(body).toMatchObject({ from: MONDAY, to: SUNDAY, by: 'day', timeZone: 'Europe/London' });
    expect(body.totals).toEqual({ bookings: 5, revenuePence: 14500, completed: 2, noShows: 1, cancelled: 1, noShowRate: 0.2 });
    expect(body.periods.map((p: any) => [p.start, p.bookings, p.revenuePence])).toEqual([
      [MONDAY, 3, 9000],
      ['2026-11-03', 1, 0],
      ['2026-11-04', 0, 0],
      ['2026-11-05', 0, 0],
      ['2026-11-06', 1, 5500],
      ['2026-11-07', 0, 0],
      [SUNDAY, 0, 0],
    ]);
    expect(body.barbers).toEqual([
      {
        barberId: shop.barberIds[0],
        name: 'Barber 1',
        bookings: 3,
        revenuePence: 5500,
        completed: 1,
        noShows: 1,
        cancelled: 1,
        noShowRate: 1 / 3,
        // 5 x (540 - 30 lunch) - the 2-hour meeting
        workingMinutes: 2430,
        bookedMinutes: 105,
        utilisation: 105 / 2430,
      },
      {
        barberId: shop.barberIds[1],
        name: 'Barber 2',
        bookings: 2,
        revenuePence: 9000,
        completed: 1,
        noShows: 0,
        cancelled: 0,
        noShowRate: 0,
        workingMinutes: 1800,
        bookedMinutes: 105,
        utilisation: 105 / 1800,
      },
    ]);
    expect(body.services).toEqual([
      { serviceId: shop.serviceIds[1], name: 'Long Cut', bookings: 3, revenuePence: 10500 },
      { serviceId: shop.serviceIds[0], name: 'Cut', bookings: 3, revenuePence: 4000 },
    ]);
  });

  it('by week, Monday first; by month', async () => {
    const weekly = await report(`from=${MONDAY}&to=2026-11-15&by=week`);
    expect(weekly.status).toBe(200);
    expect(weekly.body.periods.map((p: any) => [p.start, p.end, p.bookings, p.revenuePence])).toEqual([
      [MONDAY, SUNDAY, 5, 14500],
      ['2026-11-09', '2026-11-15', 1, 2000],
    ]);
    const monthly = await report('from=2026-10-15&to=2026-11-30&by=month');
    expect(monthly.body.periods.map((p: any) => [p.start, p.end, p.bookings, p.revenuePence])).toEqual([
      ['2026-10-15', '2026-10-31', 0, 0],
      ['2026-11-01', '2026-11-30', 6, 16500],
    ]);
    expect(monthly.body.totals.noShowRate).toBe(1 / 6);
  });

  it('a range with no bookings has no no-show rate', async () => {
    const res = await report('from=2026-11-10&to=2026-11-12');
    expect(res.status).toBe(200);
    expect(res.body.by).toBe('day');
    expect(res.body.totals).toEqual({ bookings: 0, revenuePence: 0, completed: 0, noShows: 0, cancelled: 0, noShowRate: null });
    expect(res.body.barbers.map((b: any) => b.utilisation)).toEqual([0, 0]);
  });
});

describe("revenue and a customer's total spend: one rule", () => {
  it('a range around today earns what has taken place, as the total spend does; the upcoming booking is only a booking', async () => {
    // a shop of its own: these dates move with the day the test runs
    const ruleOwner = await createOwner('reports-rule');
    const ruleShop = await createTestShop({ ownerUid: ruleOwner.uid, barbers: 1 });
    const { cut, long } = shopServices(ruleShop);
    const today = todayIn('Europe/London');
    const [before, after] = [addDays(today, -2), addDays(today, 2)];
    await Promise.all([
      seedAppointment(ruleShop, { barber: 1, date: before, time: '10:00', status: 'completed', services: [cut] }),
      // nobody marked it: it took place all the same
      seedAppointment(ruleShop, { barber: 1, date: before, time: '11:00', status: 'scheduled', services: [long] }),
      seedAppointment(ruleShop, { barber: 1, date: before, time: '12:00', status: 'no_show', services: [long] }),
      seedAppointment(ruleShop, { barber: 1, date: after, time: '10:00', status: 'scheduled', services: [cut, long] }),
    ]);
    const res = await callApi('GET', `/api/barbershops/${ruleShop.id}/reports?from=${before}&to=${after}`, {
      token: ruleOwner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ bookings: 4, revenuePence: 5500, completed: 1, noShows: 1 });
    expect(res.body.periods.find((p: any) => p.start === after)).toMatchObject({ bookings: 1, revenuePence: 0 });

    // the profile reads the same bookings (all one walk-in's here) with the same rule
    const snap = await adminDb.collection(`barbershops/${ruleShop.id}/appointments`).get();
    const visits = snap.docs.map((d) => ({ ...d.data(), start: d.get('start').toDate() }) as ProfileVisit);
    expect(customerProfile(visits, new Date()).totalSpendPence).toBe(res.body.totals.revenuePence);
  });
});

describe('who may ask', () => {
  it('401 signed out, 403 for another owner, 404 for an unknown shop', async () => {
    expect((await report(`from=${MONDAY}&to=${SUNDAY}`, null)).status).toBe(401);
    const foreign = await report(`from=${MONDAY}&to=${SUNDAY}`, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain('revenuePence');
    expect((await report(`from=${MONDAY}&to=${SUNDAY}`, owner.token, 'no-such-shop')).status).toBe(404);
  });
});

describe('bad input is a 400 with the field named', () => {
  it.each([
    ['a missing from', `to=${SUNDAY}`, 'from', 'from is required'],
    ['to before from', `from=${SUNDAY}&to=${MONDAY}`, 'to', 'to cannot be before from'],
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02', 'to', 'A report covers at most 366 days'],
    ['another grouping', `from=${MONDAY}&to=${SUNDAY}&by=year`, 'by', 'by must be one of day, week, month'],
    ['a repeated date', `from=${MONDAY}&from=${SUNDAY}&to=${SUNDAY}`, 'from', 'from must be text'],
  ])('%s', async (_what, query, field, message) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('an unreal or far date, and a huge value', async () => {
    for (const query of [
      `from=2026-02-30&to=${SUNDAY}`,
      `from=1999-12-31&to=2000-01-01`,
      `from=${'9'.repeat(5000)}&to=${SUNDAY}`,
    ]) {
      const res = await report(query);
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(res.body.errors.from).toEqual(expect.any(String));
    }
  });
});
