// Weekly breaks and shop closures as the customer meets them (slots, month availability,
// booking), and POST /api/time-blocks/{id}/remove-day ("this day only" for a block over days).
import { withBreakOnDays } from '@barbershop/core/closures';
import { addDays } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let other: TestOwner;
/** barber 1 has lunch Mon-Fri 13:00-13:30; barber 2 too, with one Tuesday's lunch taken out */
let shop: TestShop;
/** closed on `closedDay` */
let closedShop: TestShop;
const tuesday = futureWeekday(15, 2);
const nextTuesday = addDays(tuesday, 7);
const saturday = futureWeekday(15, 6);
const closedDay = futureWeekday(15, 3);
const as = (o: TestOwner) => ({ token: o.token });
const lunch = withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30');

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('breaks'), createOwner('breaks-other')]);
  [shop, closedShop] = await Promise.all([
    createTestShop({ ownerUid: owner.uid, barbers: 2 }),
    createTestShop({ ownerUid: other.uid, barbers: 2 }),
  ]);
  await Promise.all([
    adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[0]}`).update({ weeklyBreaks: lunch }),
    adminDb
      .doc(`barbershops/${shop.id}/barbers/${shop.barberIds[1]}`)
      .update({ weeklyBreaks: lunch, skippedBreaks: [`${tuesday} 13:00`] }),
    adminDb.doc(`barbershops/${closedShop.id}`).update({ closedDates: [closedDay] }),
  ]);
});

const slotsOf = async (s: TestShop, date: string, barber: number) => {
  const res = await callApi('GET', `/api/barbershops/${s.id}/slots?date=${date}&serviceId=${s.serviceIds[0]}`);
  expect(res.status).toBe(200);
  return res.body.barbers.find((b: any) => b.barberId === s.barberIds[barber]).slots as {
    time: string;
    available: boolean;
    reason?: string;
  }[];
};
const at = <T extends { time: string }>(slots: T[], time: string) => slots.find((s) => s.time === time);

const booking = (s: TestShop, date: string, time: string, n: number) => ({
  barbershopId: s.id,
  serviceId: s.serviceIds[0],
  barberId: s.barberIds[0],
  date,
  time,
  customerName: 'Ada Lovelace',
  customerPhone: `07700 90012${n}`,
  customerEmail: `ada${n}@example.com`,
  notes: '',
});

describe('a weekly lunch break, Monday to Friday', () => {
  it('makes 13:00 Not Available on a Tuesday and leaves Saturday free', async () => {
    const tue = await slotsOf(shop, tuesday, 0);
    expect(at(tue, '13:00')).toEqual({ time: '13:00', available: false, reason: 'Not Available' });
    // a 30-minute cut at 12:30 ends as the break starts; at 13:30 the break is over
    expect(at(tue, '12:30')).toEqual({ time: '12:30', available: true });
    expect(at(tue, '13:30')).toEqual({ time: '13:30', available: true });
    expect(at(await slotsOf(shop, saturday, 0), '13:00')).toEqual({ time: '13:00', available: true });
  });

  it('an occurrence taken out frees that day only', async () => {
    expect(at(await slotsOf(shop, tuesday, 1), '13:00')).toEqual({ time: '13:00', available: true });
    expect(at(await slotsOf(shop, nextTuesday, 1), '13:00')).toEqual({
      time: '13:00',
      available: false,
      reason: 'Not Available',
    });
  });

  it('refuses a booking onto the break (409) and takes one after it', async () => {
    const refused = await callApi('POST', '/api/appointments', { body: booking(shop, tuesday, '13:00', 1) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Barber 1 is not available at that time. Please choose another time.');
    const after = await callApi('POST', '/api/appointments', { body: booking(shop, tuesday, '13:30', 2) });
    expect(after.status).toBe(201);
  });
});

describe('a closed date', () => {
  it('makes every time of every barber Closed', async () => {
    for (const barber of [0, 1]) {
      const slots = await slotsOf(closedShop, closedDay, barber);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((s) => !s.available && s.reason === 'Closed')).toBe(true);
    }
    expect(at(await slotsOf(closedShop, addDays(closedDay, 1), 0), '10:00')).toEqual({ time: '10:00', available: true });
  });

  it('is left out of the month availability', async () => {
    const res = await callApi(
      'GET',
      `/api/barbershops/${closedShop.id}/availability?month=${closedDay.slice(0, 7)}&serviceId=${closedShop.serviceIds[0]}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.availableDates).not.toContain(closedDay);
    expect(res.body.availableDates.length).toBeGreaterThan(0);
  });

  it('refuses a booking (422)', async () => {
    const res = await callApi('POST', '/api/appointments', { body: booking(closedShop, closedDay, '10:00', 3) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The barbershop is closed at that time.');
  });
});

describe('POST /api/time-blocks/{id}/remove-day', () => {
  const start = futureWeekday(30, 1);
  const block = {
    startDate: start,
    endDate: addDays(start, 4),
    isAllDay: false,
    startTime: '10:00',
    endTime: '12:00',
    reason: 'training',
    notes: 'Colour course',
  };
  const addBlock = async (over: Partial<typeof block> = {}) => {
    const res = await callApi('POST', `/api/barbers/${shop.barberIds[0]}/time-blocks`, {
      ...as(owner),
      body: { ...block, ...over },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const removeDay = (id: string, body: unknown, who = owner) =>
    callApi('POST', `/api/time-blocks/${id}/remove-day`, { ...as(who), body });
  const stored = async () =>
    (await adminDb.collection(`barbershops/${shop.id}/timeBlocks`).where('notes', '==', block.notes).get()).docs
      .map((d) => d.data())
      .sort((a, b) => a.startDate.localeCompare(b.startDate));

  it('splits a block around a day inside it, in one go, keeping barber, reason, times and notes', async () => {
    const id = await addBlock();
    const res = await removeDay(id, { date: addDays(start, 2) });
    expect(res.status).toBe(200);
    const parts = res.body.map(({ id: _id, ...rest }: any) => rest);
    const kept = {
      shopId: shop.id,
      barberId: shop.barberIds[0],
      isAllDay: false,
      startTime: '10:00',
      endTime: '12:00',
      reason: 'training',
      notes: block.notes,
    };
    expect(parts).toEqual([
      { ...kept, startDate: start, endDate: addDays(start, 1) },
      { ...kept, startDate: addDays(start, 3), endDate: addDays(start, 4) },
    ]);
    expect((await adminDb.doc(`barbershops/${shop.id}/timeBlocks/${id}`).get()).exists).toBe(false);
    expect((await stored()).map((b) => [b.id, b.startDate, b.endDate])).toEqual(
      res.body.map((b: any) => [b.id, b.startDate, b.endDate]),
    );
    // the day is bookable again, the days around it are not
    expect(at(await slotsOf(shop, addDays(start, 2), 0), '10:00')?.available).toBe(true);
    expect(at(await slotsOf(shop, addDays(start, 3), 0), '10:00')?.available).toBe(false);
    for (const b of res.body) expect((await callApi('DELETE', `/api/time-blocks/${b.id}`, as(owner))).status).toBe(204);
  });

  it('trims the first or the last day, and a one-day block goes entirely', async () => {
    const first = await removeDay(await addBlock(), { date: start });
    expect(first.status).toBe(200);
    expect(first.body.map((b: any) => [b.startDate, b.endDate])).toEqual([[addDays(start, 1), addDays(start, 4)]]);
    const last = await removeDay(first.body[0].id, { date: addDays(start, 4) });
    expect(last.body.map((b: any) => [b.startDate, b.endDate])).toEqual([[addDays(start, 1), addDays(start, 3)]]);
    await callApi('DELETE', `/api/time-blocks/${last.body[0].id}`, as(owner));

    const oneDay = await addBlock({ endDate: start });
    const gone = await removeDay(oneDay, { date: start });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('answers 404 for an unknown block and 422 for a day outside the block, changing nothing', async () => {
    expect((await removeDay('no-such-block', { date: start })).status).toBe(404);
    const id = await addBlock();
    const outside = await removeDay(id, { date: addDays(start, 5) });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual({ date: 'That day is not part of the time block' });
    expect((await removeDay(id, { date: addDays(start, -1) })).status).toBe(422);
    expect((await removeDay(id, { date: 'next tuesday' })).status).toBe(400);
    expect((await removeDay(id, {})).status).toBe(400);
    expect((await stored()).map((b) => b.id)).toEqual([id]);
    await callApi('DELETE', `/api/time-blocks/${id}`, as(owner));
  });

  it("is owner only: another owner's block is 404 to them, and signed out is 401", async () => {
    const id = await addBlock();
    expect((await removeDay(id, { date: start }, other)).status).toBe(404);
    expect((await callApi('POST', `/api/time-blocks/${id}/remove-day`, { body: { date: start } })).status).toBe(401);
    expect((await stored()).map((b) => b.id)).toEqual([id]);
    await callApi('DELETE', `/api/time-blocks/${id}`, as(owner));
  });
});
