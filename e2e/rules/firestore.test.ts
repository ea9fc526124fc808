import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOURS, ROLES, rulesEnv, type Role } from './setup';

let env: RulesTestEnvironment;
let ids: Awaited<ReturnType<typeof rulesEnv>>['ids'];

function db(role: Role): Firestore {
  if (role === 'anonymous') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const uid = role === 'owner' ? ids.ownerA : role === 'otherOwner' ? ids.ownerB : ids.nobody;
  return env.authenticatedContext(uid).firestore() as unknown as Firestore;
}

const shopDoc = (id: string, ownerId: string) => ({
  id,
  ownerId,
  name: `Shop ${id}`,
  slug: id,
  description: 'd',
  address: 'a',
  phone: '1',
  email: 'e@x.example',
  heroImages: [],
  logoImage: '',
  googleBusinessUrl: '',
  timezone: 'Europe/London',
  businessHours: HOURS,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});
const barber = (shopId: string, id: string) => ({ id, shopId, name: 'Sam', specialty: 'Fades', bio: '', photoUrl: '', isActive: true, weeklyHours: null });
const service = (shopId: string, id: string) => ({ id, shopId, name: 'Cut', description: '', durationMin: 30, pricePence: 2000, isActive: true });
const customer = (shopId: string, id: string) => ({ id, shopId, name: 'Ada', phone: '07700900123', email: 'ada@x.example', notes: '', createdAt: Timestamp.now() });
const block = (shopId: string, id: string, barberId: string) => ({
  id,
  shopId,
  barberId,
  startDate: '2030-01-01',
  endDate: '2030-01-02',
  startTime: '12:00',
  endTime: '13:00',
  isAllDay: false,
  reason: 'lunch',
  notes: '',
});
const appointment = (shopId: string, id: string) => ({ id, shopId, barberId: 'b', status: 'scheduled', date: '2030-01-01', time: '10:00', pricePence: 2000 });

/** Per collection: its path under shop A, a valid new document, a valid update, and who may do what. */
interface Case {
  name: string;
  path: (docId: string) => string;
  create: (docId: string) => Record<string, unknown>;
  update: Record<string, unknown>;
  allowed: Record<'get' | 'list' | 'create' | 'update' | 'delete', Role[]>;
}

const ALL = ROLES;
const OWNER: Role[] = ['owner'];
const NONE: Role[] = [];

function cases(): Case[] {
  const A = ids.shopA;
  return [
    {
      name: 'barbershops',
      path: (d) => (d === 'seed' ? `barbershops/${A}` : `barbershops/${A}-${d}`),
      create: (d) => shopDoc(`${A}-${d}`, ids.ownerA),
      update: { description: 'Updated description' },
      allowed: { get: ALL, list: ALL, create: NONE, update: OWNER, delete: NONE },
    },
    {
      name: 'barbers',
      path: (d) => `barbershops/${A}/barbers/${d}`,
      create: (d) => barber(A, d),
      update: { bio: 'New bio' },
      allowed: { get: ALL, list: ALL, create: NONE, update: OWNER, delete: NONE },
    },
    {
      name: 'services',
      path: (d) => `barbershops/${A}/services/${d}`,
      create: (d) => service(A, d),
      update: { pricePence: 2500 },
      allowed: { get: ALL, list: ALL, create: OWNER, update: OWNER, delete: OWNER },
    },
    {
      name: 'customers',
      path: (d) => `barbershops/${A}/customers/${d}`,
      create: (d) => customer(A, d),
      update: { notes: 'Likes it short' },
      allowed: { get: OWNER, list: OWNER, create: OWNER, update: OWNER, delete: OWNER },
    },
    {
      name: 'appointments',
      path: (d) => `barbershops/${A}/appointments/${d}`,
      create: (d) => appointment(A, d),
      update: { status: 'cancelled' },
      allowed: { get: OWNER, list: OWNER, create: NONE, update: NONE, delete: NONE },
    },
    {
      name: 'timeBlocks',
      path: (d) => `barbershops/${A}/timeBlocks/${d}`,
      create: (d) => block(A, d, 'barber-seed'),
      update: { notes: 'Dentist' },
      allowed: { get: OWNER, list: OWNER, create: OWNER, update: OWNER, delete: OWNER },
    },
    {
      name: 'emailLog',
      path: (d) => `barbershops/${A}/emailLog/${d}`,
      create: (d) => ({ id: d, shopId: A, emailType: 'reminder', recipientEmail: 'x@x.example', status: 'sent', sentAt: Timestamp.now() }),
      update: { status: 'failed' },
      allowed: { get: OWNER, list: OWNER, create: NONE, update: NONE, delete: NONE },
    },
    {
      name: 'barberDays',
      path: (d) => `barbershops/${A}/barberDays/${d}`,
      create: () => ({ intervals: [] }),
      update: { intervals: [] },
      allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
    },
    {
      name: 'users',
      path: (d) => (d === 'seed' ? `users/${ids.ownerA}` : `users/${ids.ownerA}-${d}`),
      create: () => ({ firstName: 'A', lastName: 'B', email: 'a@x.example', role: 'owner', username: 'ab', profileImageUrl: '' }),
      update: { firstName: 'Alexandra' },
      // list of users is never allowed; get/update of one's own document only
      allowed: { get: OWNER, list: NONE, create: NONE, update: OWNER, delete: NONE },
    },
    ...['usernames', 'slugs', 'stripeEvents', 'mailOutbox'].map<Case>((name) => ({
      name,
      path: (d) => `${name}/${ids.shopA}-${d}`,
      create: () => ({ value: 'x' }),
      update: { value: 'y' },
      allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
    })),
  ];
}

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await env.withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(admin, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(admin, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(admin, `barbershops/${ids.shopA}/barbers/barber-seed`), barber(ids.shopA, 'barber-seed'));
    await setDoc(doc(admin, `users/${ids.ownerA}`), { id: ids.ownerA, firstName: 'A', lastName: 'Owner', email: 'a@x.example', username: 'a', role: 'owner', profileImageUrl: '', billing: { seatsTotal: 4 } });
    for (const c of cases()) {
      if (c.name === 'barbershops' || c.name === 'users') continue;
      await setDoc(doc(admin, c.path('seed')), c.create('seed'));
      for (const role of ROLES) {
        await setDoc(doc(admin, c.path(`upd-${role}`)), c.create(`upd-${role}`));
        await setDoc(doc(admin, c.path(`del-${role}`)), c.create(`del-${role}`));
      }
    }
    // users: each role's update target is the owner's own document (only the owner may write it)
    for (const role of ROLES) await setDoc(doc(admin, `users/${ids.ownerA}-del-${role}`), { firstName: 'x' });
    for (const role of ROLES) await setDoc(doc(admin, `barbershops/${ids.shopA}-del-${role}`), shopDoc(`${ids.shopA}-del-${role}`, ids.ownerA));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const CASE_NAMES = ['barbershops', 'barbers', 'services', 'customers', 'appointments', 'timeBlocks', 'emailLog', 'barberDays', 'users', 'usernames', 'slugs', 'stripeEvents', 'mailOutbox'];

describe('Firestore rules: every collection x role x operation', () => {
  for (const name of CASE_NAMES) {
    for (const role of ROLES) {
      it(`${name} as ${role}: get, list, create, update, delete`, async () => {
        const c = cases().find((x) => x.name === name)!;
        const fs = db(role);
        const check = (op: keyof Case['allowed'], p: Promise<unknown>) => {
          const allowed = c.allowed[op].includes(role);
          return (allowed ? assertSucceeds(p) : assertFails(p)).catch((err: Error) => {
            throw new Error(`${c.name} ${op} as ${role} should be ${allowed ? 'allowed' : 'denied'}: ${err.message}`);
          });
        };
        await check('get', getDoc(doc(fs, c.path('seed'))));
        const listPath = c.name === 'users' ? 'users' : c.name === 'barbershops' ? 'barbershops' : parentOf(c.path('seed'));
        await check('list', getDocs(collection(fs, listPath)));
        await check('create', setDoc(doc(fs, c.path(`new-${role}`)), c.create(`new-${role}`)));
        const updTarget = c.name === 'barbershops' || c.name === 'users' ? c.path('seed') : c.path(`upd-${role}`);
        await check('update', updateDoc(doc(fs, updTarget), c.update));
        await check('delete', deleteDoc(doc(fs, c.path(`del-${role}`))));
      });
    }
  }
});
