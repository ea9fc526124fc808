// Issue 32: erasing a customer and closing a day no longer strand bookings. "Cancel and notify"
// cancels each upcoming booking through the owner's cancel and emails the customer its
// cancellation; for an erasure the email goes out before the address is erased, and stays in
// the outbox. Another shop's bookings and emails are never touched.
import { withClosedDate } from '@barbershop/core/closures';
import { customerIdForPhone } from '@barbershop/core/customers';
import { todayIn } from '@barbershop/core/time';
import { doc, runTransaction } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { clientDbAs } from '../support/clientDb';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

/** triggers on a busy machine: the bound on waiting for an email, and a test's own time-out */
const SLOW = 90_000;
const TEST_TIME = 240_000;

let owner: TestOwner;
let other: TestOwner;
let shop: TestShop;
let otherShop: TestShop;

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('stranded-owner'), createOwner('stranded-other')]);
  [shop, otherShop] = await Promise.all([createTestShop({ ownerUid: owner.uid }), createTestShop({ ownerUid: other.uid })]);
});

async function book(s: TestShop, date: string, time: string, who: { name: string; phone: string; email: string }) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: s.id,
      serviceId: s.serviceIds[0],
      barberId: s.barberIds[0],
      date,
      time,
      customerName: who.name,
      customerPhone: who.phone,
      customerEmail: who.email,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const appointment = async (s: TestShop, id: string) =>
  (await adminDb.doc(`barbershops/${s.id}/appointments/${id}`).get()).data()!;
const cancellationsTo = async (email: string) =>
  (await outboxFor(email)).filter((m) => /^Appointment cancelled/.test(String(m.subject)));

describe('erasing a customer with upcoming bookings', () => {
  const date = futureWeekday(20, 4);
  const ada = { name: 'Ada Stranded', phone: '07911 161616', email: `ada-stranded-${Date.now()}@example.com` };

  it(
    'cancels each, emails the cancellation before the erasure and keeps it; the other shop is untouched',
    async () => {
      const first = await book(shop, date, '10:00', ada);
      const second = await book(shop, date, '11:00', ada);
      const elsewhere = await book(otherShop, date, '10:00', ada);
      // the confirmations have gone out (this shop's two are the erasure's to delete)
      expect(await waitForOutbox(ada.email, /./, 3, SLOW)).toHaveLength(3);

      const res = await callApi('POST', `/api/barbershops/${shop.id}/customers/${customerIdForPhone('+447911161616')}/erase`, {
        token: owner.token,
        body: { cancelUpcoming: true },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ appointments: 2, cancelled: 2 });

      for (const id of [first.id, second.id]) {
        const stored = await appointment(shop, id);
        expect([stored.status, stored.cancelledBy, stored.customerName, stored.customerEmail]).toEqual([
          'cancelled',
          'owner',
          'Erased customer',
          '',
        ]);
      }
      // one cancellation each, kept; this shop's confirmations erased; the other shop's kept
      const mail = await outboxFor(ada.email);
      const cancellations = mail.filter((m) => /^Appointment cancelled/.test(String(m.subject)));
      expect(cancellations.map((m) => m.appointmentId).sort()).toEqual([first.id, second.id].sort());
      expect(cancellations.every((m) => m.shopId === shop.id)).toBe(true);
      expect(mail.filter((m) => m.shopId === shop.id && m.emailType !== 'cancellation')).toEqual([]);
      expect(mail.filter((m) => m.shopId === otherShop.id)).toHaveLength(1);
      const kept = await appointment(otherShop, elsewhere.id);
      expect([kept.status, kept.customerName]).toEqual(['scheduled', ada.name]);
      // the log keeps no address, the cancellations' entries included
      const log = await adminDb.collection(`barbershops/${shop.id}/emailLog`).get();
      expect(log.docs.map((d) => d.data()).filter((e) => e.recipientEmail === ada.email)).toEqual([]);

      // the update trigger sends nothing more (the send was claimed with the cancel)
      await new Promise((r) => setTimeout(r, 2000));
      expect(await cancellationsTo(ada.email)).toHaveLength(2);
    },
    TEST_TIME,
  );

  it(
    'without cancelUpcoming, keeps the bookings (anonymised) and emails nobody; a bad option is a 400',
    async () => {
      const bo = { name: 'Bo Kept', phone: '07911 171717', email: `bo-kept-${Date.now()}@example.com` };
      const booked = await book(shop, date, '14:00', bo);
      const id = customerIdForPhone('+447911171717');
      const bad = await callApi('POST', `/api/barbershops/${shop.id}/customers/${id}/erase`, {
        token: owner.token,
        body: { cancelUpcoming: 'yes' },
      });
      expect(bad.status).toBe(400);
      const res = await callApi('POST', `/api/barbershops/${shop.id}/customers/${id}/erase`, { token: owner.token, body: {} });
      expect(res.body).toEqual({ appointments: 1, cancelled: 0 });
      expect((await appointment(shop, booked.id)).status).toBe('scheduled');
      expect(await cancellationsTo(bo.email)).toEqual([]);
    },
    TEST_TIME,
  );

  it("another owner cannot cancel this shop's bookings by erasing", async () => {
    const cy = { name: 'Cy Guarded', phone: '07911 181818', email: `cy-${Date.now()}@example.com` };
    const booked = await book(shop, date, '15:00', cy);
    const res = await callApi('POST', `/api/barbershops/${shop.id}/customers/${customerIdForPhone('+447911181818')}/erase`, {
      token: other.token,
      body: { cancelUpcoming: true },
    });
    expect(res.status).toBe(403);
    expect((await appointment(shop, booked.id)).status).toBe('scheduled');
  });
});

describe('closing a day with bookings: cancel and notify', () => {
  const date = futureWeekday(22, 2);

  it(
    "closes the day, cancels each of its bookings with the customer's email; the other shop's day is untouched",
    async () => {
      const people = [1, 2].map((n) => ({
        name: `Closure Customer ${n}`,
        phone: `07911 19191${n}`,
        email: `closure-${n}-${Date.now()}@example.com`,
      }));
      const booked = [await book(shop, date, '09:00', people[0]!), await book(shop, date, '12:30', people[1]!)];
      const elsewhere = await book(otherShop, date, '09:00', people[0]!);

      // the dashboard's closure: the closed date through the rules, then the owner's cancel for each booking
      const client = await clientDbAs(owner);
      try {
        const ref = doc(client.db, 'barbershops', shop.id);
        await runTransaction(client.db, async (tx) => {
          const stored = ((await tx.get(ref)).get('closedDates') as string[] | undefined) ?? [];
          tx.update(ref, { closedDates: withClosedDate(stored, date, todayIn('Europe/London')) });
        });
      } finally {
        await client.close();
      }
      for (const b of booked) {
        const res = await callApi('POST', `/api/appointments/${b.id}/cancel`, {
          token: owner.token,
          body: { reason: '', notifyCustomer: true },
        });
        expect(res.status).toBe(200);
      }
      // cancelling again (a retried click) changes nothing and sends nothing more
      expect((await callApi('POST', `/api/appointments/${booked[0]!.id}/cancel`, { token: owner.token, body: {} })).status).toBe(
        200,
      );

      for (const [i, b] of booked.entries()) {
        expect((await appointment(shop, b.id)).status).toBe('cancelled');
        expect(await waitForOutbox(people[i]!.email, /^Appointment cancelled/, 1, SLOW)).toHaveLength(1);
      }
      expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('closedDates')).toContain(date);
      expect((await appointment(otherShop, elsewhere.id)).status).toBe('scheduled');
      expect((await adminDb.doc(`barbershops/${otherShop.id}`).get()).get('closedDates') ?? []).not.toContain(date);
      // another owner cannot cancel them
      const foreign = await book(shop, futureWeekday(23, 3), '10:00', people[1]!);
      expect(
        (await callApi('POST', `/api/appointments/${foreign.id}/cancel`, { token: other.token, body: { notifyCustomer: true } }))
          .status,
      ).toBe(403);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await cancellationsTo(people[0]!.email)).toHaveLength(1);
    },
    TEST_TIME,
  );
});
