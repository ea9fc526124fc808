// Issue 35: the bookings area of /api by role (core/src/staff/roles.ts, docs/permissions.md):
// every schedule, customer, time-block and payment-action route as the owner, a manager, the
// front desk, a barber (their own column and another's), a removed member, a member of another
// shop and a signed-out caller; then what a barber may mark, their breaks in the public slots,
// and who the history and the email log name.
import { addDays, instantToZoned } from '@barbershop/core/time';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { clientDbWithCustomToken } from '../support/clientDb';
import { createMember, removeMembership, type TestMember } from '../support/members';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

type Who = 'owner' | 'manager' | 'frontDesk' | 'barber' | 'barberOther' | 'removed' | 'otherShop' | 'signedOut';
/** 'barber' acts on their own column (b1); 'barberOther' is the same barber on another column (b2). */
const WHO: readonly Who[] = ['owner', 'manager', 'frontDesk', 'barber', 'barberOther', 'removed', 'otherShop', 'signedOut'];

let owner: TestOwner;
let shop: TestShop;
let b1: string;
let b2: string;
let manager: TestMember;
let frontDesk: TestMember;
let barber: TestMember;
let removed: TestMember;
let otherShopMember: TestMember;
/** a customer without an email (the fixtures' bookings send nothing) and one with (the email tests) */
let quietCustomer: string;
let emailedCustomer: string;
const customerEmail = `roles-${Date.now()}@example.com`;
const baseDate = futureWeekday(20, 2);

const tokenOf = (who: Who): string | null =>
  ({
    owner: owner.token,
    manager: manager.token,
    frontDesk: frontDesk.token,
    barber: barber.token,
    barberOther: barber.token,
    removed: removed.token,
    otherShop: otherShopMember.token,
    signedOut: null,
  })[who];

/** The column a cell acts on: the barber's own, or another one for 'barberOther'. */
const columnOf = (who: Who) => (who === 'barberOther' ? b2 : b1);

let slotNo = 0;
/** A fresh future time (30-minute steps from 06:00, a new day every 30). */
function nextSlot(): { date: string; time: string } {
  const n = slotNo++;
  const minutes = 6 * 60 + (n % 30) * 30;
  return {
    date: addDays(baseDate, Math.floor(n / 30)),
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

/** The owner books `customerId` on `barberId` at a fresh time. */
async function ownerBooks(barberId: string, customerId = quietCustomer): Promise<{ id: string; date: string; time: string }> {
  const { date, time } = nextSlot();
  const res = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
    token: owner.token,
    body: { customerId, barberId, serviceId: shop.serviceIds[0], date, time },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, date, time };
}

async function ownerBlocks(barberId: string): Promise<string> {
  const res = await callApi('POST', `/api/barbers/${barberId}/time-blocks`, {
    token: owner.token,
    body: { startDate: baseDate, endDate: baseDate, startTime: '05:00', endTime: '05:30', isAllDay: false, reason: 'break' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const appointmentDoc = (id: string) => adminDb.doc(`barbershops/${shop.id}/appointments/${id}`);

beforeAll(async () => {
  owner = await createOwner('roles-bookings');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 5, hours: ALL_DAY_HOURS });
  [b1, b2] = shop.barberIds as [string, string];
  const otherOwner = await createOwner('roles-other');
  const otherShop = await createTestShop({ ownerUid: otherOwner.uid });
  [manager, frontDesk, barber, removed, otherShopMember] = await Promise.all([
    createMember(shop.id, 'manager', { name: 'Mia Manager' }),
    createMember(shop.id, 'frontDesk', { name: 'Sam Desk' }),
    createMember(shop.id, 'barber', { barberId: b1, name: 'Barber One' }),
    createMember(shop.id, 'frontDesk', { name: 'Gone Desk' }),
    createMember(otherShop.id, 'manager', { name: 'Other Manager' }),
  ]);
  await removeMembership(shop.id, removed.uid);
  const add = (body: object) => callApi('POST', `/api/barbershops/${shop.id}/customers`, { token: owner.token, body });
  quietCustomer = (await add({ name: 'Quiet Customer', phone: '07700 900301' })).body.id;
  emailedCustomer = (await add({ name: 'Emailed Customer', phone: '07700 900302', email: customerEmail })).body.id;
});

interface Request {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  route: string;
  /** the request one cell makes (it may first make what it acts on, as the owner) */
  request: (who: Who) => Promise<Request> | Request;
  /** the expected status per caller; a row without 'barberOther' is not about a column */
  cells: Partial<Record<Who, number>>;
  /** a row that cannot run now */
  skip?: () => boolean;
}

/** The last minutes of the day: a 30-minute walk-in no longer fits before the shop closes at 23:59. */
const tooLateForWalkIns = () => instantToZoned(new Date(), 'Europe/London').time >= '23:25';

const range = () => `startDate=${baseDate}&endDate=${addDays(baseDate, 7)}`;
/** refused by role for every non-member: 403; signed out: 401 */
const outsiders = { removed: 403, otherShop: 403, signedOut: 401 };
let paidLess: Promise<{ id: string }> | null = null;
/** one booking that took no payment, for the payment actions (none of them changes it) */
const unpaidBooking = () => (paidLess ??= ownerBooks(b1));

const ROWS: Row[] = [
  {
    route: 'GET …/customers (customers.read)',
    request: () => ({ method: 'GET', path: `/api/barbershops/${shop.id}/customers` }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 403, ...outsiders },
  },
  {
    route: 'POST …/customers (customers.write)',
    request: (who) => ({
      method: 'POST',
      path: `/api/barbershops/${shop.id}/customers`,
      body: { name: `Added by ${who}`, phone: `07700 90${String(400 + WHO.indexOf(who)).padStart(4, '0')}` },
    }),
    cells: { owner: 201, manager: 201, frontDesk: 201, barber: 403, ...outsiders },
  },
  {
    route: 'GET …/barbershops/:id/appointments (schedule.read; a barber: their own)',
    request: () => ({ method: 'GET', path: `/api/barbershops/${shop.id}/appointments?${range()}` }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 200, ...outsiders },
  },
  {
    route: 'POST …/barbershops/:id/appointments (schedule.write)',
    request: () => {
      const { date, time } = nextSlot();
      return {
        method: 'POST',
        path: `/api/barbershops/${shop.id}/appointments`,
        body: { customerId: quietCustomer, barberId: b1, serviceId: shop.serviceIds[0], date, time },
      };
    },
    cells: { owner: 201, manager: 201, frontDesk: 201, barber: 403, ...outsiders },
  },
  {
    route: 'POST …/walk-ins (schedule.write)',
    // each allowed caller takes a chair of its own (b3..b5): a walk-in starts now
    request: (who) => ({
      method: 'POST',
      path: `/api/barbershops/${shop.id}/walk-ins`,
      body: {
        barberId: shop.barberIds[2 + Math.max(0, ['owner', 'manager', 'frontDesk'].indexOf(who))],
        serviceId: shop.serviceIds[0],
      },
    }),
    cells: { owner: 201, manager: 201, frontDesk: 201, barber: 403, ...outsiders },
    skip: tooLateForWalkIns,
  },
  {
    route: 'POST /appointments/:id/move (schedule.write)',
    request: async (who) => {
      const booked = await ownerBooks(columnOf(who));
      return { method: 'POST', path: `/api/appointments/${booked.id}/move`, body: { barberId: columnOf(who), ...nextSlot() } };
    },
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 403, ...outsiders },
  },
  {
    route: 'POST /appointments/:id/cancel (schedule.write)',
    request: async (who) => ({
      method: 'POST',
      path: `/api/appointments/${(await ownerBooks(columnOf(who))).id}/cancel`,
      body: { reason: '', notifyCustomer: false },
    }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 403, ...outsiders },
  },
  {
    route: 'DELETE /appointments/:id (schedule.write)',
    request: async (who) => ({ method: 'DELETE', path: `/api/appointments/${(await ownerBooks(columnOf(who))).id}` }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 403, ...outsiders },
  },
  {
    route: 'PATCH /appointments/:id notes (schedule.write; not a barber, even on their own booking)',
    request: async (who) => ({
      method: 'PATCH',
      path: `/api/appointments/${(await ownerBooks(columnOf(who))).id}`,
      body: { notes: `Noted by ${who}` },
    }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 403, barberOther: 403, ...outsiders },
  },
  {
    route: 'GET /barbers/:id/appointments (schedule.read, or the barber’s own column)',
    request: (who) => ({ method: 'GET', path: `/api/barbers/${columnOf(who)}/appointments?${range()}` }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 200, barberOther: 403, ...outsiders },
  },
  {
    route: 'GET /barbers/:id/time-blocks (schedule.read, or the barber’s own column)',
    request: (who) => ({ method: 'GET', path: `/api/barbers/${columnOf(who)}/time-blocks?${range()}` }),
    cells: { owner: 200, manager: 200, frontDesk: 200, barber: 200, barberOther: 403, ...outsiders },
  },
  {
    route: 'POST /barbers/:id/time-blocks (timeOff.write, or the barber’s own column)',
    request: (who) => ({
      method: 'POST',
      path: `/api/barbers/${columnOf(who)}/time-blocks`,
      body: { startDate: baseDate, endDate: baseDate, startTime: '05:30', endTime: '05:45', isAllDay: false, reason: 'break' },
    }),
    cells: { owner: 201, manager: 201, frontDesk: 201, barber: 201, barberOther: 403, ...outsiders },
  },
  {
    route: 'DELETE /time-blocks/:id (timeOff.write, or the barber’s own column)',
    // a block of no shop of the caller's is 404, as an unknown id (ids may repeat across shops)
    request: async (who) => ({ method: 'DELETE', path: `/api/time-blocks/${await ownerBlocks(columnOf(who))}` }),
    cells: {
      owner: 204,
      manager: 204,
      frontDesk: 204,
      barber: 204,
      barberOther: 403,
      removed: 404,
      otherShop: 404,
      signedOut: 401,
    },
  },
  ...(['refund', 'waive', 'link'] as const).map((action): Row => ({
    route: `POST /appointments/:id/payment/${action} (payments.act)`,
    // the role check passed for the owner and a manager: this booking took no payment (409)
    request: async () => ({ method: 'POST', path: `/api/appointments/${(await unpaidBooking()).id}/payment/${action}` }),
    cells: { owner: 409, manager: 409, frontDesk: 403, barber: 403, removed: 404, otherShop: 404, signedOut: 401 },
  })),
  {
    route: 'GET …/customers/:customerId/payments (the shop’s money: reports.read)',
    request: () => ({ method: 'GET', path: `/api/barbershops/${shop.id}/customers/${quietCustomer}/payments` }),
    cells: { owner: 200, manager: 200, frontDesk: 403, barber: 403, ...outsiders },
  },
];

describe('the bookings routes by role', () => {
  it.each(ROWS.map((r) => [r.route, r] as const))('%s', async (_route, row) => {
    if (row.skip?.()) return;
    for (const who of WHO) {
      const expected = row.cells[who];
      if (expected === undefined) continue;
      const { method, path, body } = await row.request(who);
      const res = await callApi(method, path, { token: tokenOf(who), body });
      expect(res.status, `${row.route} as ${who}: ${res.text}`).toBe(expected);
      if (expected >= 400) expect(typeof res.body.message, `${row.route} as ${who}`).toBe('string');
    }
  });

  it('gives a barber their own column’s bookings only from the shop’s list', async () => {
    const own = await ownerBooks(b1);
    const other = await ownerBooks(b2);
    const res = await callApi('GET', `/api/barbershops/${shop.id}/appointments?${range()}`, { token: barber.token });
    const ids = (res.body as { id: string; barberId: string }[]).map((a) => a.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(new Set((res.body as { barberId: string }[]).map((a) => a.barberId))).toEqual(new Set([b1]));
    // the front desk sees both
    const whole = await callApi('GET', `/api/barbershops/${shop.id}/appointments?${range()}`, { token: frontDesk.token });
    expect((whole.body as { id: string }[]).map((a) => a.id)).toEqual(expect.arrayContaining([own.id, other.id]));
  });

  it('lets a barber see every column while the owner allows it (barbersSeeAllBookings), and no longer after', async () => {
    const other = await ownerBooks(b2);
    const column = () => callApi('GET', `/api/barbers/${b2}/appointments?${range()}`, { token: barber.token });
    const shopRef = adminDb.doc(`barbershops/${shop.id}`);
    await shopRef.update({ barbersSeeAllBookings: true });
    try {
      const seen = await column();
      expect(seen.status).toBe(200);
      expect((seen.body as { id: string }[]).map((a) => a.id)).toContain(other.id);
      // their bookings, not their time off (sick leave and its notes stay theirs)
      const theirTime = await callApi('GET', `/api/barbers/${b2}/time-blocks?${range()}`, { token: barber.token });
      expect(theirTime.status).toBe(403);
    } finally {
      await shopRef.update({ barbersSeeAllBookings: false });
    }
    expect((await column()).status).toBe(403);
  });

  it('refuses a member removed since their last request at once', async () => {
    const leaving = await createMember(shop.id, 'frontDesk', { name: 'Leaving Desk' });
    const list = () => callApi('GET', `/api/barbershops/${shop.id}/appointments?${range()}`, { token: leaving.token });
    expect((await list()).status).toBe(200);
    await removeMembership(shop.id, leaving.uid);
    // the same ID token: the membership is read per request
    expect((await list()).status).toBe(403);
    const { date, time } = nextSlot();
    const book = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: leaving.token,
      body: { customerId: quietCustomer, barberId: b1, serviceId: shop.serviceIds[0], date, time },
    });
    expect(book.status).toBe(403);
  });
});

describe('what a barber may mark', () => {
  /** a booking whose visit started a minute ago (as the clock would bring it) */
  async function startedVisit(barberId: string) {
    const booked = await ownerBooks(barberId);
    await appointmentDoc(booked.id).update({ start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 29 * 60_000) });
    return booked;
  }
  const patch = (id: string, body: object, token = barber.token) => callApi('PATCH', `/api/appointments/${id}`, { token, body });

  it('marks their own visit arrived and completed once it has started, and the history says so', async () => {
    const visit = await startedVisit(b1);
    const arrived = await patch(visit.id, { arrived: true });
    expect(arrived.status, arrived.text).toBe(200);
    expect(typeof arrived.body.arrivedAt).toBe('string');
    const done = await patch(visit.id, { status: 'completed' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(done.body.history.map((c: { action: string }) => c.action)).toEqual(['booked', 'arrived', 'completed']);
    expect(done.body.history.at(-1).by).toEqual({ uid: barber.uid, name: 'Barber One', role: 'barber' });
    expect(done.body.history[0].by).toMatchObject({ uid: owner.uid, role: 'owner' });
    // unmarking the arrival clears it and adds no entry
    const back = await patch(visit.id, { arrived: false });
    expect(back.body.arrivedAt).toBeNull();
    expect(back.body.history).toHaveLength(3);
  });

  it('refuses to mark their own visit before it starts (422), and changes nothing', async () => {
    const future = await ownerBooks(b1);
    for (const body of [{ status: 'completed' }, { status: 'no_show' }, { arrived: true }]) {
      const early = await patch(future.id, body);
      expect(early.status, JSON.stringify(body)).toBe(422);
      expect(early.body.message).toBe('You can mark a visit only after it has started');
    }
    const stored = (await appointmentDoc(future.id).get()).data()!;
    expect(stored.status).toBe('scheduled');
    expect(stored.arrivedAt ?? null).toBeNull();
  });

  it('refuses a barber’s change of their own booking’s notes (403): the notes are the shop’s', async () => {
    const visit = await startedVisit(b1);
    const res = await patch(visit.id, { notes: 'Changed by the barber' });
    expect(res.status).toBe(403);
    expect((await appointmentDoc(visit.id).get()).get('notes')).not.toBe('Changed by the barber');
  });

  it('refuses another barber’s visit (403), started or not', async () => {
    const visit = await startedVisit(b2);
    const res = await patch(visit.id, { status: 'completed' });
    expect(res.status).toBe(403);
    expect((await appointmentDoc(visit.id).get()).get('status')).toBe('scheduled');
  });

  it('the front desk marks any visit arrived, before its start as well', async () => {
    const future = await ownerBooks(b2);
    const res = await patch(future.id, { arrived: true }, frontDesk.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({ action: 'arrived', by: { name: 'Sam Desk', role: 'frontDesk' } });
  });
});

describe('a barber’s own break', () => {
  it('is added on their own column (201) and the public slots no longer offer its time', async () => {
    const { date } = nextSlot();
    const slotsAt = async (time: string) => {
      const res = await callApi('GET', `/api/barbers/${b1}/all-slots?date=${date}&duration=30`);
      expect(res.status, res.text).toBe(200);
      return (res.body as { time: string; available: boolean }[]).find((s) => s.time === time);
    };
    expect((await slotsAt('22:00'))?.available).toBe(true);
    const made = await callApi('POST', `/api/barbers/${b1}/time-blocks`, {
      token: barber.token,
      body: { startDate: date, endDate: date, startTime: '22:00', endTime: '23:00', isAllDay: false, reason: 'break' },
    });
    expect(made.status, made.text).toBe(201);
    expect((await slotsAt('22:00'))?.available).toBe(false);
    // and not on another barber's column
    const other = await callApi('POST', `/api/barbers/${b2}/time-blocks`, {
      token: barber.token,
      body: { startDate: date, endDate: date, startTime: '22:00', endTime: '23:00', isAllDay: false, reason: 'break' },
    });
    expect(other.status).toBe(403);
  });
});

/** The shop's email log entry of `type` about `appointmentId`, waited for (triggers run after the answer). */
async function logEntry(appointmentId: string, type: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snap = await adminDb
      .collection(`barbershops/${shop.id}/emailLog`)
      .where('appointmentId', '==', appointmentId)
      .where('emailType', '==', type)
      .get();
    if (!snap.empty || Date.now() > deadline) return snap.docs[0]?.data();
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('who did it: the history and the email log', () => {
  it('the front desk moves a booking: the history ends "moved" by them, and the customer’s email names them', async () => {
    const booked = await ownerBooks(b2, emailedCustomer);
    const confirmation = await logEntry(booked.id, 'booking_confirmation');
    expect(confirmation?.triggeredBy).toMatchObject({ uid: owner.uid, role: 'owner' });
    const to = nextSlot();
    const moved = await callApi('POST', `/api/appointments/${booked.id}/move`, {
      token: frontDesk.token,
      body: { barberId: b2, ...to },
    });
    expect(moved.status, moved.text).toBe(200);
    const list = await callApi('GET', `/api/barbers/${b2}/appointments?startDate=${to.date}&endDate=${to.date}`, {
      token: owner.token,
    });
    const shown = (list.body as { id: string; history: { action: string; at: string; by: object }[] }[]).find(
      (a) => a.id === booked.id,
    )!;
    expect(shown.history.map((c) => c.action)).toEqual(['booked', 'moved']);
    expect(shown.history.at(-1)!.by).toEqual({ uid: frontDesk.uid, name: 'Sam Desk', role: 'frontDesk' });
    expect(Number.isNaN(Date.parse(shown.history.at(-1)!.at))).toBe(false);
    const notice = await logEntry(booked.id, 'booking_moved');
    expect(notice?.triggeredBy).toEqual({ uid: frontDesk.uid, name: 'Sam Desk', role: 'frontDesk' });
  });

  it('the front desk cancels with a notice: "cancelled" by them, and the cancellation email names them', async () => {
    const booked = await ownerBooks(b2, emailedCustomer);
    const res = await callApi('POST', `/api/appointments/${booked.id}/cancel`, {
      token: frontDesk.token,
      body: { reason: 'Barber ill', notifyCustomer: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({ action: 'cancelled', by: { uid: frontDesk.uid, role: 'frontDesk' } });
    expect((await logEntry(booked.id, 'cancellation'))?.triggeredBy).toMatchObject({ uid: frontDesk.uid, role: 'frontDesk' });
  });

  it('an online booking and its manage-link move are the customer’s, and their emails name no member', async () => {
    const { date, time } = nextSlot();
    const online = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: b2,
        date,
        time,
        customerName: 'Online Olive',
        customerPhone: '07700 900399',
        customerEmail: `online-${customerEmail}`,
      },
    });
    expect(online.status, online.text).toBe(201);
    // the booker's answer carries no shop history
    expect(online.body.history).toBeUndefined();
    const to = nextSlot();
    const moved = await callApi('POST', `/api/appointments/${online.body.id}/reschedule`, {
      body: { token: online.body.manageToken, barberId: b2, ...to },
    });
    expect(moved.status, moved.text).toBe(200);
    const stored = (await appointmentDoc(online.body.id).get()).data()!;
    expect(stored.history.map((c: { action: string; by: object }) => [c.action, c.by])).toEqual([
      ['booked', { uid: '', name: '', role: 'customer' }],
      ['moved', { uid: '', name: '', role: 'customer' }],
    ]);
    const notice = await logEntry(online.body.id, 'booking_moved');
    expect(notice).toBeDefined();
    expect(notice?.triggeredBy).toBeUndefined();
  });

  it('the booker’s own cancel through the security rules gets the customer’s "cancelled" (from the trigger)', async () => {
    const { date, time } = nextSlot();
    const online = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: b2,
        date,
        time,
        customerName: 'Client Cora',
        customerPhone: '07700 900398',
        customerEmail: `cora-${customerEmail}`,
      },
    });
    expect(online.status, online.text).toBe(201);
    const view = await callApi('POST', `/api/appointments/${online.body.id}/manage`, {
      body: { token: online.body.manageToken },
    });
    const client = await clientDbWithCustomToken(view.body.firebaseToken, `roles-${online.body.id}`);
    try {
      await updateDoc(doc(client.db, `barbershops/${shop.id}/appointments/${online.body.id}`), {
        status: 'cancelled',
        cancelledAt: serverTimestamp(),
        cancelledBy: 'customer',
      });
    } finally {
      await client.close();
    }
    const deadline = Date.now() + 30_000;
    let history: { action: string; by: object }[] = [];
    while (Date.now() < deadline && history.at(-1)?.action !== 'cancelled') {
      await new Promise((r) => setTimeout(r, 300));
      history = (await appointmentDoc(online.body.id).get()).get('history') ?? [];
    }
    expect(history.map((c) => [c.action, c.by])).toEqual([
      ['booked', { uid: '', name: '', role: 'customer' }],
      ['cancelled', { uid: '', name: '', role: 'customer' }],
    ]);
  });

  it('a walk-in by a manager is "booked" by them', async () => {
    if (tooLateForWalkIns()) return;
    const res = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
      token: manager.token,
      body: { barberId: shop.barberIds[1], serviceId: shop.serviceIds[0], name: 'Walk In' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.history).toEqual([
      { action: 'booked', at: expect.any(String), by: { uid: manager.uid, name: 'Mia Manager', role: 'manager' } },
    ]);
  });
});
