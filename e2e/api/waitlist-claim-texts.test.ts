// A booking made by claiming a waitlist offer (issue 38, docs/sms.md "Consent") is reminded as
// the customer chose on joining the list: by text too when they asked for offers by text
// (`textOffers`) and the shop still sends texts, and by email always. A shop that turned texts
// off since does not refuse the claim. Through Hosting, against the suite's emulators (which text
// through the local outbox); offers are made by hand, so no trigger is waited for.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { addEntry, newCustomer, offerLinkOf, waitForEmails } from '../support/waitlist';

let owner: TestOwner;
const date = futureWeekday(12, 4);

beforeAll(async () => {
  owner = await createOwner('waitlist-texts-owner');
});

/** A customer waiting at a shop of its own, offered 11:00 by the owner: answers the claim's answer. */
async function claimAt(shop: TestShop, label: string, textOffers: boolean, beforeClaim?: () => Promise<unknown>) {
  const customer = newCustomer(label);
  const entry = await addEntry(shop, customer, [{ date, from: '11:00', to: '11:00' }], {
    createdAt: new Date(Date.now() - 60_000),
    textOffers,
  });
  const offered = await callApi('POST', `/api/waitlist/${entry.id}/offers`, {
    token: owner.token,
    body: { barberId: shop.barberIds[0], date, time: '11:00' },
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
  const [mail] = await waitForEmails(customer.email, 'waitlist_offer');
  const { offerId, token } = offerLinkOf(mail!);
  await beforeClaim?.();
  const claimed = await callApi('POST', `/api/waitlist/offers/${offerId}/claim`, { body: { token } });
  const appointment = (await adminDb.doc(`barbershops/${shop.id}/appointments/${offerId}`).get()).data();
  return { claimed, appointment };
}

describe('the reminders of a claimed waitlist offer', () => {
  it('go by text and email when the customer asked for offers by text', async () => {
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    const { claimed, appointment } = await claimAt(shop, 'Texter', true);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(appointment?.reminderChannels).toEqual({ sms: true, email: true });
  });

  it('go by email only when they did not', async () => {
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    const { claimed, appointment } = await claimAt(shop, 'Emailer', false);
    expect(claimed.status).toBe(201);
    expect(appointment?.reminderChannels).toEqual({ sms: false, email: true });
  });

  it('go by email when the shop turned texts off since: the claim is booked, not refused', async () => {
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    const { claimed, appointment } = await claimAt(shop, 'Switched', true, () =>
      adminDb.doc(`barbershops/${shop.id}`).update({ sms: { enabled: false, secondReminder: false } }),
    );
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(appointment?.reminderChannels).toEqual({ sms: false, email: true });
  });
});
