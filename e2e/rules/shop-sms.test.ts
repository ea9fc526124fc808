// Text messages (issue 38): a shop's `sms` settings go through PUT /api/barbershops/:id/sms-settings
// (owner and manager, checked there); its text log and monthly usage are functions' alone, and the
// owner reads them through GET /api/barbershops/:id/sms-activity. No client writes any of them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMember } from '../support/members';
import { asAdmin, dbAs, rulesEnv, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let manager: string;
const shop = (path = '') => `barbershops/${ids.shopA}${path}`;

const logEntry = {
  id: 'l1',
  shopId: '',
  smsType: 'sms_confirmation',
  to: '+447700900123',
  body: 'Booked',
  segments: 1,
  encoding: 'GSM-7',
  status: 'sent',
  providerSid: null,
  appointmentId: null,
  waitlistEntryId: null,
  error: null,
  transport: 'outbox',
  createdAt: new Date(),
  statusAt: new Date(),
};

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, shop()), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, shop('/smsLog/l1')), { ...logEntry, shopId: ids.shopA });
    await setDoc(doc(db, shop('/smsUsage/2026-11')), { month: '2026-11', segments: 3, messages: 2 });
  });
  manager = (await createMember(ids.shopA, 'manager', { invitedBy: ids.ownerA })).uid;
});
afterAll(async () => {
  await env?.cleanup();
});

describe("the shop's text settings", () => {
  it('are refused to the owner and the manager, alone or with a field they may change', async () => {
    for (const uid of [ids.ownerA, manager]) {
      const ref = doc(dbAs(env, uid), shop());
      await assertSucceeds(updateDoc(ref, { description: `Changed by ${uid}` }));
      await assertFails(updateDoc(ref, { sms: { enabled: false, secondReminder: false } }));
      await assertFails(updateDoc(ref, { description: 'Again', sms: { enabled: true, secondReminder: true } }));
    }
  });
});

describe("the shop's text log and usage", () => {
  it('are read by no client, the owner included (the API reads them)', async () => {
    for (const uid of [ids.ownerA, manager, ids.ownerB, null]) {
      const db = dbAs(env, uid);
      await assertFails(getDoc(doc(db, shop('/smsLog/l1'))));
      await assertFails(getDocs(collection(db, shop('/smsLog'))));
      await assertFails(getDoc(doc(db, shop('/smsUsage/2026-11'))));
    }
  });

  it('are written by no client', async () => {
    const db = dbAs(env, ids.ownerA);
    await assertFails(setDoc(doc(db, shop('/smsLog/mine')), { ...logEntry, id: 'mine', shopId: ids.shopA }));
    await assertFails(updateDoc(doc(db, shop('/smsLog/l1')), { status: 'delivered' }));
    // a shop resetting its own usage would lift the allowance
    await assertFails(updateDoc(doc(db, shop('/smsUsage/2026-11')), { segments: 0 }));
  });
});
