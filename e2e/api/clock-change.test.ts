// Booking through /api on the UK clock-change days (the test shops are in Europe/London): the
// instant stored and the shop-zone date and time answered back must agree on the day the clocks
// go forward (01:00-02:00 does not exist) and on the day they go back (01:00-02:00 happens twice).
// /api has no injectable clock, so the tests use the next such days, within a 365-day horizon.
import { addDays } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, daysFromToday, STANDARD_HOURS, type TestShop } from '../support/shops';

/** The next last Sunday of `month` (1-12) at least two days from today: the UK clocks change then. */
function nextLastSunday(month: number): string {
  const earliest = daysFromToday(2);
  for (let year = Number(earliest.slice(0, 4)); ; year += 1) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    const date = last.toISOString().slice(0, 10);
    if (date >= earliest) return date;
  }
}

const SPRING = nextLastSunday(3);
const AUTUMN = nextLastSunday(10);
// Open on Sundays from midnight, so the skipped and the repeated hour fall inside opening hours.
const HOURS = STANDARD_HOURS.map((h) =>
  h.dayOfWeek === 0 ? { dayOfWeek: 0 as const, startTime: '00:00', endTime: '12:00', isActive: true } : h,
);
const halfHours = (from: number, to: number) =>
  Array.from(
    { length: (to - from) * 2 },
    (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );

let owner: TestOwner;
let shop: TestShop;
let customerNo = 0;

function book(date: string, time: string, barber = 0, service = 0) {
  customerNo += 1;
  return callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[service],
      barberId: shop.barberIds[barber],
      date,
      time,
      customerName: `Clock Customer ${customerNo}`,
      customerPhone: `07700 900${String(700 + customerNo).padStart(3, '0')}`,
      customerEmail: `clock-${customerNo}@example.com`,
      notes: '',
    },
  });
}

async function shopSlots(date: string, service = 0) {
  const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[service]}`);
  expect(res.status).toBe(200);
  return res.body as {
    timezone: string;
    barbers: { barberId: string; slots: { time: string; available: boolean; reason?: string }[] }[];
    anyAvailable: { time: string; available: boolean }[];
  };
}

const slotsOf = (list: Awaited<ReturnType<typeof shopSlots>>, barber: number) =>
  list.barbers.find((b) => b.barberId === shop.barberIds[barber])!.slots;

async function storedStart(id: string): Promise<string> {
  const doc = await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get();
  return doc.get('start').toDate().toISOString();
}

beforeAll(async () => {
  owner = await createOwner('clock-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2, hours: HOURS });
  await adminDb.doc(`barbershops/${shop.id}`).update({ bookingHorizonDays: 365 });
});

describe('the day the clocks go forward', () => {
  it('is a Sunday in late March within the horizon', () => {
    expect(SPRING).toMatch(/^\d{4}-03-(2[5-9]|3[01])$/);
    expect(SPRING <= daysFromToday(365)).toBe(true);
    expect(new Date(`${SPRING}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('lists no time in the hour that does not exist', async () => {
    const list = await shopSlots(SPRING);
    expect(list.timezone).toBe('Europe/London');
    const expected = ['00:00', '00:30', ...halfHours(2, 12)];
    expect(list.anyAvailable).toEqual(expected.map((time) => ({ time, available: true })));
    const barberDay = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${SPRING}&duration=30`);
    expect(barberDay.body.map((s: { time: string }) => s.time)).toEqual(expected);
  });

  it('stores the exact instant of a booking before and after the change and answers the wall-clock time back', async () => {
    const before = await book(SPRING, '00:30', 0, 1); // Long Cut, 45 minutes: until 02:15 BST
    expect(before.status).toBe(201);
    expect(before.body).toMatchObject({
      date: SPRING,
      time: '00:30',
      start: `${SPRING}T00:30:00.000Z`,
      end: `${SPRING}T01:15:00.000Z`,
    });
    expect(await storedStart(before.body.id)).toBe(`${SPRING}T00:30:00.000Z`);

    const after = await book(SPRING, '03:00');
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({
      date: SPRING,
      time: '03:00',
      start: `${SPRING}T02:00:00.000Z`,
      end: `${SPRING}T02:30:00.000Z`,
    });
    expect(await storedStart(after.body.id)).toBe(`${SPRING}T02:00:00.000Z`);

    const summary = await callApi('GET', `/api/appointments/${after.body.id}/summary`);
    expect(summary.body).toMatchObject({
      date: SPRING,
      time: '03:00',
      timezone: 'Europe/London',
      start: `${SPRING}T02:00:00.000Z`,
    });

    // 45 minutes from 00:30 GMT run into 02:00 BST (the clock jumped in between), not 01:15.
    const slots = slotsOf(await shopSlots(SPRING), 0);
    expect(slots.slice(0, 6).map((s) => [s.time, s.available ? 'free' : s.reason])).toEqual([
      ['00:00', 'free'],
      ['00:30', 'Booked'],
      ['02:00', 'Booked'],
      ['02:30', 'free'],
      ['03:00', 'Booked'],
      ['03:30', 'free'],
    ]);
  });

  it('refuses a booking at a time that does not exist, online and from the dashboard', async () => {
    const online = await book(SPRING, '01:30', 1);
    expect(online.status).toBe(422);
    expect(online.body.message).toBe('That time does not exist on that day: the clocks go forward. Please choose another time.');
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Walk In', phone: '07700 900699' },
    });
    expect(customer.status).toBe(201);
    const dashboard = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: {
        customerId: customer.body.id,
        barberId: shop.barberIds[1],
        serviceId: shop.serviceIds[0],
        appointmentDate: `${SPRING}T01:15:00`,
      },
    });
    expect(dashboard.status).toBe(422);
    const stored = await adminDb
      .collection(`barbershops/${shop.id}/appointments`)
      .where('barberId', '==', shop.barberIds[1])
      .where('date', '==', SPRING)
      .get();
    expect(stored.size).toBe(0);
  });

  it("books from the dashboard in the shop's wall-clock time and lists it back the same way", async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Owner Booked', phone: '07700 900698' },
    });
    const booked = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: {
        customerId: customer.body.id,
        barberId: shop.barberIds[1],
        serviceId: shop.serviceIds[0],
        appointmentDate: `${SPRING}T10:00:00`,
      },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ date: SPRING, time: '10:00', start: `${SPRING}T09:00:00.000Z` });
    expect(await storedStart(booked.body.id)).toBe(`${SPRING}T09:00:00.000Z`);
    const listed = await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${SPRING}&endDate=${SPRING}`, {
      token: owner.token,
    });
    expect(listed.body.map((a: { time: string; start: string }) => [a.time, a.start]).sort()).toEqual([
      ['00:30', `${SPRING}T00:30:00.000Z`],
      ['03:00', `${SPRING}T02:00:00.000Z`],
      ['10:00', `${SPRING}T09:00:00.000Z`],
    ]);
  });
});

describe('the day the clocks go back', () => {
  it('is a Sunday in late October within the horizon', () => {
    expect(AUTUMN).toMatch(/^\d{4}-10-(2[5-9]|3[01])$/);
    expect(new Date(`${AUTUMN}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(AUTUMN <= daysFromToday(365)).toBe(true);
  });

  it('lists each wall-clock time of the repeated hour once, in order', async () => {
    const list = await shopSlots(AUTUMN);
    expect(list.anyAvailable).toEqual(halfHours(0, 12).map((time) => ({ time, available: true })));
  });

  it('books the repeated hour at its second (GMT) occurrence, and the hours around it at their own instants', async () => {
    const early = await book(AUTUMN, '00:30');
    expect(early.status).toBe(201);
    // 00:30 BST is 23:30 UTC the evening before
    expect(early.body).toMatchObject({ date: AUTUMN, time: '00:30', start: `${addDays(AUTUMN, -1)}T23:30:00.000Z` });
    expect(await storedStart(early.body.id)).toBe(`${addDays(AUTUMN, -1)}T23:30:00.000Z`);

    const repeated = await book(AUTUMN, '01:00', 0, 1);
    expect(repeated.status).toBe(201);
    expect(repeated.body).toMatchObject({
      date: AUTUMN,
      time: '01:00',
      start: `${AUTUMN}T01:00:00.000Z`,
      end: `${AUTUMN}T01:45:00.000Z`,
    });
    expect(await storedStart(repeated.body.id)).toBe(`${AUTUMN}T01:00:00.000Z`);
    const summary = await callApi('GET', `/api/appointments/${repeated.body.id}/summary`);
    expect(summary.body).toMatchObject({
      date: AUTUMN,
      time: '01:00',
      timezone: 'Europe/London',
      start: `${AUTUMN}T01:00:00.000Z`,
    });

    const late = await book(AUTUMN, '03:00');
    expect(late.body).toMatchObject({ time: '03:00', start: `${AUTUMN}T03:00:00.000Z` });

    // 00:30 BST for 30 minutes ends at 00:00 UTC, an hour before 01:00 GMT: nothing in between is taken.
    const slots = slotsOf(await shopSlots(AUTUMN), 0);
    expect(slots.slice(0, 8).map((s) => [s.time, s.available ? 'free' : s.reason])).toEqual([
      ['00:00', 'free'],
      ['00:30', 'Booked'],
      ['01:00', 'Booked'],
      ['01:30', 'Booked'],
      ['02:00', 'free'],
      ['02:30', 'free'],
      ['03:00', 'Booked'],
      ['03:30', 'free'],
    ]);
  });

  it('books 10:00 from the dashboard at 10:00 GMT', async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Autumn Owner Booked', phone: '07700 900697' },
    });
    const booked = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: {
        customerId: customer.body.id,
        barberId: shop.barberIds[1],
        serviceId: shop.serviceIds[0],
        appointmentDate: `${AUTUMN}T10:00:00`,
      },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ date: AUTUMN, time: '10:00', start: `${AUTUMN}T10:00:00.000Z` });
    expect(await storedStart(booked.body.id)).toBe(`${AUTUMN}T10:00:00.000Z`);
  });
});

describe('the repeated hour booked by the owner at each of its instants', () => {
  // a shop of its own, open from midnight on Sundays, so the bookings above do not meet these
  let repeatShop: TestShop;
  const FIRST = `${AUTUMN}T00:30:00.000Z`; // 01:30 BST
  const SECOND = `${AUTUMN}T01:30:00.000Z`; // 01:30 GMT, an hour later

  async function customerWithEmail(name: string, phone: string) {
    const res = await callApi('POST', `/api/barbershops/${repeatShop.id}/customers`, {
      token: owner.token,
      body: { name, phone, email: `${name.toLowerCase().replace(/\W+/g, '-')}-${repeatShop.id}@example.com` },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; email: string };
  }

  function ownerBooks(customerId: string, appointmentDate: string) {
    return callApi('POST', `/api/barbershops/${repeatShop.id}/appointments`, {
      token: owner.token,
      body: { customerId, barberId: repeatShop.barberIds[0], serviceId: repeatShop.serviceIds[0], appointmentDate },
    });
  }

  beforeAll(async () => {
    repeatShop = await createTestShop({ ownerUid: owner.uid, barbers: 1, hours: HOURS });
  });

  it('stores 01:30 BST and 01:30 GMT for one barber at exactly the instants chosen, side by side', async () => {
    const bst = await customerWithEmail('Early Repeat', '07700 900681');
    const gmt = await customerWithEmail('Late Repeat', '07700 900682');
    const first = await ownerBooks(bst.id, `${AUTUMN}T00:30:00Z`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: AUTUMN, time: '01:30', start: FIRST, end: `${AUTUMN}T01:00:00.000Z` });
    const second = await ownerBooks(gmt.id, `${AUTUMN}T01:30:00Z`);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ date: AUTUMN, time: '01:30', start: SECOND, end: `${AUTUMN}T02:00:00.000Z` });
    const stored = async (id: string) =>
      (await adminDb.doc(`barbershops/${repeatShop.id}/appointments/${id}`).get()).get('start').toDate().toISOString();
    expect(await stored(first.body.id)).toBe(FIRST);
    expect(await stored(second.body.id)).toBe(SECOND);

    // each is a real booking of its own instant: a third one inside either is refused
    for (const clash of [`${AUTUMN}T00:45:00Z`, `${AUTUMN}T01:30:00+01:00`, `${AUTUMN}T01:45:00Z`]) {
      const refused = await ownerBooks(bst.id, clash);
      expect(refused.status, clash).toBe(409);
    }
    const listed = await callApi('GET', `/api/barbershops/${repeatShop.id}/appointments?startDate=${AUTUMN}&endDate=${AUTUMN}`, {
      token: owner.token,
    });
    expect(listed.body.map((a: { time: string; start: string }) => [a.time, a.start]).sort()).toEqual([
      ['01:30', FIRST],
      ['01:30', SECOND],
    ]);

    // the confirmations tell the two apart; an ordinary time that day stays bare
    const [bstMail] = await waitForOutbox(bst.email, /Booking confirmed/);
    const [gmtMail] = await waitForOutbox(gmt.email, /Booking confirmed/);
    expect(bstMail!.subject).toContain('at 01:30 BST');
    expect(bstMail!.text).toContain('Time: 01:30 BST');
    expect(bstMail!.html).toContain('01:30 BST');
    expect(gmtMail!.subject).toContain('at 01:30 GMT');
    expect(gmtMail!.text).toContain('Time: 01:30 GMT');
    expect(bstMail!.attachments[0].content).toContain(`DTSTART:${AUTUMN.replace(/-/g, '')}T003000Z`);
    expect(gmtMail!.attachments[0].content).toContain(`DTSTART:${AUTUMN.replace(/-/g, '')}T013000Z`);

    const plain = await customerWithEmail('Plain Sunday', '07700 900683');
    expect((await ownerBooks(plain.id, `${AUTUMN}T10:00:00`)).status).toBe(201);
    const [plainMail] = await waitForOutbox(plain.email, /Booking confirmed/);
    expect(plainMail!.text).toContain('Time: 10:00\n');
  });

  it('keeps a bare 01:30 (date and time, no zone) meaning the second (GMT) one', async () => {
    const other = await customerWithEmail('Bare Repeat', '07700 900684');
    const bare = await ownerBooks(other.id, `${AUTUMN}T01:30:00`);
    expect(bare.status).toBe(409); // 01:30 GMT is taken by the booking above
  });
});
