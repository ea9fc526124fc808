// Text messages (issue 38) are functions' alone: no client, the shop's own team and a booking's
// manage-link identity included, reads or writes a number's opt-out, the last text sent to a
// number, the provider's message index, the texts to our number already acted on, the local
// outbox, a shop's text log or its month's usage.
// (They hold customers' numbers and what was texted them; the team reads its log through /api.)
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMember, type TestMember } from '../support/members';
import { asAdmin, dbAs, ROLES, rulesEnv, shopDoc, uidOf, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let frontDesk: TestMember;
let manager: TestMember;

const PHONE = '+447700900123';

const logEntry = (shopId: string, id: string) => ({
  id,
  shopId,
  smsType: 'sms_reminder',
  to: PHONE,
  body: 'Reminder: Classic Cuts on Thu 3 Dec at 10:00 with Sam. Reply C to cancel. Reply STOP to opt out.',
  segments: 1,
  encoding: 'GSM-7',
  status: 'sent',
  providerSid: 'SM0123456789abcdef0123456789abcdef',
  appointmentId: 'a1',
  waitlistEntryId: null,
  error: null,
  transport: 'twilio',
  createdAt: Timestamp.now(),
  statusAt: Timestamp.now(),
});

/** Every top-level document, by path, as functions write it. */
const topLevel = (shopId: string): Record<string, Record<string, unknown>> => ({
  [`smsOptOuts/${PHONE}`]: { phone: PHONE, optedOut: true, keyword: 'STOP', at: Timestamp.now() },
  [`smsThreads/${PHONE}`]: {
    phone: PHONE,
    shopId,
    appointmentId: 'a1',
    smsType: 'sms_reminder',
    logId: 'l1',
    at: Timestamp.now(),
  },
  ['smsMessages/SM0123456789abcdef0123456789abcdef']: {
    providerSid: 'SM0123456789abcdef0123456789abcdef',
    shopId,
    logId: 'l1',
  },
  ['smsInbound/SMfedcba9876543210fedcba9876543210']: {
    messageSid: 'SMfedcba9876543210fedcba9876543210',
    keyword: 'cancel_booking',
    receivedAt: Timestamp.now(),
  },
  ['smsOutbox/o1']: {
    to: PHONE,
    body: 'Hello',
    smsType: 'sms_confirmation',
    shopId,
    segments: 1,
    encoding: 'GSM-7',
    providerSid: null,
    createdAt: Timestamp.now(),
  },
});

/** Every caller: signed out, the owner, another shop's owner, an account with no shop, the shop's manager and front desk, and the booker of one of its appointments. */
const callers = (): [string, Firestore][] => [
  ...ROLES.map((role): [string, Firestore] => [role, dbAs(env, uidOf(role, ids))]),
  ['manager', dbAs(env, manager.uid)],
  ['frontDesk', dbAs(env, frontDesk.uid)],
  [
    'booker',
    env
      .authenticatedContext(`booker-${ids.suffix}`, { appointmentId: 'a1', shopId: ids.shopA })
      .firestore() as unknown as Firestore,
  ],
];

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  const A = ids.shopA;
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${A}`), shopDoc(A, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    for (const [path, data] of Object.entries(topLevel(A))) await setDoc(doc(db, path), data);
    await setDoc(doc(db, `barbershops/${A}/smsLog/l1`), logEntry(A, 'l1'));
    await setDoc(doc(db, `barbershops/${A}/smsUsage/2026-11`), { month: '2026-11', segments: 12, messages: 10 });
  });
  [frontDesk, manager] = await Promise.all([createMember(A, 'frontDesk'), createMember(A, 'manager')]);
});

afterAll(async () => {
  await env?.cleanup();
});

describe('opt-outs, threads, the message index, the inbound record and the outbox', () => {
  it('no client reads them, one by one or as a list', async () => {
    for (const [, db] of callers()) {
      for (const path of Object.keys(topLevel(ids.shopA))) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, path.split('/')[0]!)));
      }
      await assertFails(getDocs(query(collection(db, 'smsThreads'), where('shopId', '==', ids.shopA))));
      await assertFails(getDocs(query(collection(db, 'smsOptOuts'), where('optedOut', '==', true))));
    }
  });

  it('no client writes them: nobody opts a number in or out, or redirects its replies', async () => {
    for (const [name, db] of callers()) {
      await assertFails(updateDoc(doc(db, `smsOptOuts/${PHONE}`), { optedOut: false }));
      await assertFails(setDoc(doc(db, 'smsOptOuts/+447700900999'), { phone: '+447700900999', optedOut: true }));
      await assertFails(updateDoc(doc(db, `smsThreads/${PHONE}`), { shopId: ids.shopB }));
      await assertFails(updateDoc(doc(db, 'smsMessages/SM0123456789abcdef0123456789abcdef'), { logId: 'other' }));
      await assertFails(setDoc(doc(db, `smsOutbox/new-${name}`), { to: PHONE, body: 'Hi' }));
      // nobody marks a text as seen (so that Twilio's delivery of it would be ignored)
      await assertFails(setDoc(doc(db, `smsInbound/SMnew${name}`), { messageSid: `SMnew${name}`, keyword: 'other' }));
      for (const path of Object.keys(topLevel(ids.shopA))) await assertFails(deleteDoc(doc(db, path)));
    }
  });
});

describe("a shop's text log and usage", () => {
  it('no client reads them, its own team included (they read them through /api)', async () => {
    const A = ids.shopA;
    for (const [, db] of callers()) {
      await assertFails(getDoc(doc(db, `barbershops/${A}/smsLog/l1`)));
      await assertFails(getDocs(collection(db, `barbershops/${A}/smsLog`)));
      await assertFails(getDocs(query(collectionGroup(db, 'smsLog'), where('to', '==', PHONE))));
      await assertFails(getDoc(doc(db, `barbershops/${A}/smsUsage/2026-11`)));
      await assertFails(getDocs(collection(db, `barbershops/${A}/smsUsage`)));
    }
  });

  it('no client writes them: nobody marks a text delivered or resets the allowance', async () => {
    const A = ids.shopA;
    for (const [name, db] of callers()) {
      await assertFails(updateDoc(doc(db, `barbershops/${A}/smsLog/l1`), { status: 'delivered' }));
      await assertFails(setDoc(doc(db, `barbershops/${A}/smsLog/new-${name}`), logEntry(A, `new-${name}`)));
      await assertFails(deleteDoc(doc(db, `barbershops/${A}/smsLog/l1`)));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/smsUsage/2026-11`), { segments: 0 }));
      await assertFails(deleteDoc(doc(db, `barbershops/${A}/smsUsage/2026-11`)));
    }
  });
});
