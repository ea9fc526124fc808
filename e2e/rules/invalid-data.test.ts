import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOURS, rulesEnv } from './setup';

let env: RulesTestEnvironment;
let ids: Awaited<ReturnType<typeof rulesEnv>>['ids'];
let owner: Firestore;

const svc = (id: string, over: Record<string, unknown> = {}) => ({ id, shopId: ids.shopA, name: 'Cut', description: '', durationMin: 30, pricePence: 2000, isActive: true, ...over });
const cust = (id: string, over: Record<string, unknown> = {}) => ({ id, shopId: ids.shopA, name: 'Ada', phone: '07700900123', email: '', notes: '', createdAt: Timestamp.now(), ...over });
const blk = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  shopId: ids.shopA,
  barberId: 'b1',
  startDate: '2030-01-01',
  endDate: '2030-01-01',
  startTime: '12:00',
  endTime: '13:00',
  isAllDay: false,
  reason: 'lunch',
  notes: '',
  ...over,
});
const svcPath = (id: string) => `barbershops/${ids.shopA}/services/${id}`;
const custPath = (id: string) => `barbershops/${ids.shopA}/customers/${id}`;
const blkPath = (id: string) => `barbershops/${ids.shopA}/timeBlocks/${id}`;

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await env.withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(admin, `barbershops/${ids.shopA}`), {
      id: ids.shopA, ownerId: ids.ownerA, name: 'A', slug: ids.shopA, description: '', address: '', phone: '', email: '',
      heroImages: [], logoImage: '', googleBusinessUrl: '', timezone: 'Europe/London', businessHours: HOURS,
    });
    await setDoc(doc(admin, `barbershops/${ids.shopA}/barbers/b1`), { id: 'b1', shopId: ids.shopA, name: 'Sam', specialty: '', bio: '', photoUrl: '', isActive: true, weeklyHours: null });
    await setDoc(doc(admin, svcPath('existing')), svc('existing'));
    await setDoc(doc(admin, `users/${ids.ownerA}`), { id: ids.ownerA, firstName: 'A', lastName: 'B', email: 'a@x.example', username: 'a', role: 'owner', profileImageUrl: '', billing: { seatsTotal: 4 } });
  });
  owner = env.authenticatedContext(ids.ownerA).firestore() as unknown as Firestore;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('invalid data is refused even from the owner', () => {
  it('services: valid passes; wrong types, bounds, extra fields and foreign ids fail', async () => {
    await assertSucceeds(setDoc(doc(owner, svcPath('ok')), svc('ok')));
    await assertFails(setDoc(doc(owner, svcPath('neg')), svc('neg', { pricePence: -1 })));
    await assertFails(setDoc(doc(owner, svcPath('big')), svc('big', { pricePence: 100_001 })));
    await assertFails(setDoc(doc(owner, svcPath('frac')), svc('frac', { pricePence: 10.5 })));
    await assertFails(setDoc(doc(owner, svcPath('str')), svc('str', { pricePence: '20' })));
    await assertFails(setDoc(doc(owner, svcPath('short')), svc('short', { durationMin: 4 })));
    await assertFails(setDoc(doc(owner, svcPath('long')), svc('long', { durationMin: 481 })));
    await assertFails(setDoc(doc(owner, svcPath('noname')), svc('noname', { name: '' })));
    await assertFails(setDoc(doc(owner, svcPath('huge')), svc('huge', { name: 'x'.repeat(101) })));
    await assertFails(setDoc(doc(owner, svcPath('extra')), svc('extra', { featured: true })));
    await assertFails(setDoc(doc(owner, svcPath('idmismatch')), svc('other-id')));
    await assertFails(setDoc(doc(owner, svcPath('shopmismatch')), svc('shopmismatch', { shopId: ids.shopB })));
    await assertFails(updateDoc(doc(owner, svcPath('existing')), { shopId: ids.shopB }));
    await assertFails(updateDoc(doc(owner, svcPath('existing')), { id: 'renamed' }));
  });

  it('customers: bounds and types', async () => {
    await assertSucceeds(setDoc(doc(owner, custPath('ok')), cust('ok')));
    await assertFails(setDoc(doc(owner, custPath('nophone')), cust('nophone', { phone: '' })));
    await assertFails(setDoc(doc(owner, custPath('longname')), cust('longname', { name: 'x'.repeat(101) })));
    await assertFails(setDoc(doc(owner, custPath('numphone')), cust('numphone', { phone: 7700900123 })));
    await assertFails(setDoc(doc(owner, custPath('strdate')), cust('strdate', { createdAt: '2030-01-01' })));
    await assertFails(setDoc(doc(owner, custPath('extra')), cust('extra', { vip: true })));
  });

  it('time blocks: reasons, dates, times and the barber must be real', async () => {
    await assertSucceeds(setDoc(doc(owner, blkPath('ok')), blk('ok')));
    await assertSucceeds(setDoc(doc(owner, blkPath('allday')), blk('allday', { isAllDay: true, startTime: null, endTime: null })));
    await assertFails(setDoc(doc(owner, blkPath('reason')), blk('reason', { reason: 'party' })));
    await assertFails(setDoc(doc(owner, blkPath('backwards')), blk('backwards', { startDate: '2030-01-02', endDate: '2030-01-01' })));
    await assertFails(setDoc(doc(owner, blkPath('badtime')), blk('badtime', { startTime: '25:00' })));
    await assertFails(setDoc(doc(owner, blkPath('endbefore')), blk('endbefore', { startTime: '13:00', endTime: '12:00' })));
    await assertFails(setDoc(doc(owner, blkPath('alldaytimes')), blk('alldaytimes', { isAllDay: true })));
    await assertFails(setDoc(doc(owner, blkPath('nobarber')), blk('nobarber', { barberId: 'ghost' })));
    await assertFails(setDoc(doc(owner, blkPath('notes')), blk('notes', { notes: 'x'.repeat(501) })));
  });

  it('shop profile: the owner changes the whitelist only', async () => {
    const shop = doc(owner, `barbershops/${ids.shopA}`);
    await assertSucceeds(updateDoc(shop, { description: 'Best fades in town', phone: '020 1234 5678' }));
    await assertFails(updateDoc(shop, { ownerId: ids.ownerB }));
    await assertFails(updateDoc(shop, { slug: 'stolen-slug' }));
    await assertFails(updateDoc(shop, { name: 'Renamed outside the slug check' }));
    await assertFails(updateDoc(shop, { id: 'x' }));
    await assertFails(updateDoc(shop, { description: 'x'.repeat(2001) }));
    await assertFails(updateDoc(shop, { businessHours: HOURS.slice(0, 6) }));
    await assertFails(updateDoc(shop, { businessHours: HOURS.map((h) => ({ ...h, startTime: '9am' })) }));
    await assertFails(updateDoc(shop, { verified: true }));
  });

  it('barbers: profile fields only, never the shop or id', async () => {
    const b = doc(owner, `barbershops/${ids.shopA}/barbers/b1`);
    await assertSucceeds(updateDoc(b, { isActive: false, bio: 'Back soon' }));
    await assertFails(updateDoc(b, { shopId: ids.shopB }));
    await assertFails(updateDoc(b, { name: '' }));
    await assertFails(updateDoc(b, { isActive: 'no' }));
    await assertFails(updateDoc(b, { weeklyHours: [1, 2, 3] }));
  });

  it('users: names and picture only; billing, role and username are the server’s', async () => {
    const me = doc(owner, `users/${ids.ownerA}`);
    await assertSucceeds(updateDoc(me, { firstName: 'Alex', lastName: 'Barber' }));
    await assertFails(updateDoc(me, { billing: { seatsTotal: 99 } }));
    await assertFails(updateDoc(me, { 'billing.subscriptionStatus': 'active' }));
    await assertFails(updateDoc(me, { role: 'admin' }));
    await assertFails(updateDoc(me, { username: 'someoneelse' }));
    await assertFails(updateDoc(me, { email: 'new@x.example' }));
    await assertFails(updateDoc(me, { firstName: 42 }));
  });
});
