// Staff roles (issue 35): every collection below a shop x every kind of caller x every operation,
// as core/src/staff/roles.ts grants them and firestore.rules spell them. Members are real
// membership documents (createMember); the rules read them per request. Each write is valid, so a
// denial comes from who asks, not from what they send; lists run the web client's own query
// shapes (web/src/lib/firestore/shopQueries.ts), because rules are not filters.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, removeMembership, type TestMember } from '../support/members';
import {
  appointmentDoc,
  asAdmin,
  barberDoc,
  blockDoc,
  customerDoc,
  dbAs,
  emailLogDoc,
  rulesEnv,
  serviceDoc,
  shopDoc,
  userDoc,
  type Ids,
} from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let manager: TestMember;
let frontDesk: TestMember;
let barber: TestMember;
let removed: TestMember;
let otherShopMember: TestMember;

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

/** Who asks. `barberOther` is the same barber, acting on another barber's column. */
type Caller = 'owner' | 'manager' | 'frontDesk' | 'barber' | 'barberOther' | 'removed' | 'otherShop' | 'signedOut';
const CALLERS: Caller[] = ['owner', 'manager', 'frontDesk', 'barber', 'barberOther', 'removed', 'otherShop', 'signedOut'];
const LABEL: Record<Caller, string> = {
  owner: 'owner',
  manager: 'manager',
  frontDesk: 'front desk',
  barber: 'barber (own column)',
  barberOther: 'barber (another column)',
  removed: 'removed member',
  otherShop: 'member of another shop',
  signedOut: 'signed-out',
};

const ALL = CALLERS;
const NONE: Caller[] = [];
const OWNER: Caller[] = ['owner'];
const MANAGERS: Caller[] = ['owner', 'manager'];
const DESK: Caller[] = ['owner', 'manager', 'frontDesk'];
const DESK_AND_OWN: Caller[] = [...DESK, 'barber'];

/** The access table: who may do what, per collection (core/src/staff/roles.ts, in rules). */
const ALLOWED = {
  barbershops: { get: ALL, list: ALL, create: NONE, update: MANAGERS, delete: NONE },
  // a barber: their own profile and breaks (the update goes to the caller's column)
  barbers: { get: ALL, list: ALL, create: NONE, update: [...MANAGERS, 'barber'], delete: NONE },
  services: { get: ALL, list: ALL, create: MANAGERS, update: MANAGERS, delete: MANAGERS },
  customers: { get: DESK, list: DESK, create: DESK, update: DESK, delete: MANAGERS },
  // functions write bookings (the booker's cancel is manage-booking.test.ts)
  appointments: { get: DESK_AND_OWN, list: DESK_AND_OWN, create: NONE, update: NONE, delete: NONE },
  timeBlocks: { get: DESK_AND_OWN, list: DESK_AND_OWN, create: DESK_AND_OWN, update: DESK_AND_OWN, delete: DESK_AND_OWN },
  payments: { get: MANAGERS, list: MANAGERS, create: NONE, update: NONE, delete: NONE },
  paymentAccounts: { get: OWNER, list: NONE, create: NONE, update: NONE, delete: NONE },
  emailLog: { get: DESK, list: DESK, create: NONE, update: NONE, delete: NONE },
  // the booker writes their review (reviews.test.ts); the shop replies and hides
  reviews: { get: DESK, list: DESK, create: NONE, update: MANAGERS, delete: NONE },
  // the barber reads their own membership
  members: { get: [...MANAGERS, 'barber'], list: MANAGERS, create: NONE, update: NONE, delete: NONE },
  invites: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  bookerViews: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  barberDays: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
} satisfies Record<string, Record<Op, Caller[]>>;
type Name = keyof typeof ALLOWED;
const NAMES = Object.keys(ALLOWED) as Name[];

/** The barber member's own column, and another barber's. */
const OWN = 'b1';
const OTHER = 'b2';
const FROM = '2030-01-01';
const TO = '2030-01-07';

const column = (c: Caller) => (c === 'barberOther' ? OTHER : OWN);

function uidOf(c: Caller): string | null {
  switch (c) {
    case 'owner':
      return ids.ownerA;
    case 'manager':
      return manager.uid;
    case 'frontDesk':
      return frontDesk.uid;
    case 'barber':
    case 'barberOther':
      return barber.uid;
    case 'removed':
      return removed.uid;
    case 'otherShop':
      return otherShopMember.uid;
    case 'signedOut':
      return null;
  }
}

const as = (c: Caller): Firestore => dbAs(env, uidOf(c));
const shop = (path = '') => `barbershops/${ids.shopA}${path}`;
const sub = (db: Firestore, name: string) => collection(db, shop(`/${name}`));

type Data = Record<string, unknown>;

interface Case {
  name: Name;
  seed: () => Record<string, Data>;
  getPath: (c: Caller) => string;
  list: (db: Firestore, c: Caller) => Promise<unknown>;
  createPath: (c: Caller) => string;
  createData: (c: Caller) => Data;
  updatePath: (c: Caller) => string;
  update: Data;
  deletePath: (c: Caller) => string;
}

/**
 * A collection below shop A: per caller a document to read, one to update and one to delete,
 * each in the caller's column (`barberId`) where the documents have one.
 */
function shopChild(
  name: Name,
  make: (id: string, barberId: string) => Data,
  update: Data,
  list: (db: Firestore, c: Caller) => Promise<unknown> = (db) => getDocs(sub(db, name)),
): Case {
  const path = (id: string) => shop(`/${name}/${id}`);
  return {
    name,
    seed: () =>
      Object.fromEntries(
        CALLERS.flatMap((c) => [
          [path(`seed-${c}`), make(`seed-${c}`, column(c))],
          [path(`upd-${c}`), make(`upd-${c}`, column(c))],
          [path(`del-${c}`), make(`del-${c}`, column(c))],
        ]),
      ),
    getPath: (c) => path(`seed-${c}`),
    list,
    createPath: (c) => path(`new-${c}`),
    createData: (c) => make(`new-${c}`, column(c)),
    updatePath: (c) => path(`upd-${c}`),
    update,
    deletePath: (c) => path(`del-${c}`),
  };
}

// ---- the client's list queries, per caller: the whole schedule, or a barber's own column

const wholeSchedule = (db: Firestore) =>
  getDocs(query(sub(db, 'appointments'), where('date', '>=', FROM), where('date', '<=', TO), orderBy('date'), orderBy('time')));
const columnSchedule = (db: Firestore, barberId: string) =>
  getDocs(
    query(
      sub(db, 'appointments'),
      where('barberId', '==', barberId),
      where('date', '>=', FROM),
      where('date', '<=', TO),
      orderBy('date'),
    ),
  );
const allBlocks = (db: Firestore) => getDocs(query(sub(db, 'timeBlocks'), where('endDate', '>=', FROM), orderBy('endDate')));
const columnBlocks = (db: Firestore, barberId: string) =>
  getDocs(query(sub(db, 'timeBlocks'), where('barberId', '==', barberId), where('endDate', '>=', FROM), orderBy('endDate')));
const isBarber = (c: Caller) => c === 'barber' || c === 'barberOther';

const memberDoc = (id: string, barberId: string) => ({
  id,
  shopId: ids.shopA,
  role: 'barber',
  barberId,
  name: 'Jo',
  email: `${id}@test.example`,
  joinedAt: Timestamp.now(),
  invitedBy: ids.ownerA,
});

const reviewDoc = (id: string, barberId: string) => ({
  appointmentId: id,
  shopId: ids.shopA,
  barberId,
  rating: 5,
  comment: 'Great fade',
  firstName: 'Ada',
  createdAt: Timestamp.now(),
});

const paymentDoc = (id: string) => ({
  id,
  shopId: ids.shopA,
  appointmentId: 'a1',
  customerId: 'c1',
  kind: 'deposit',
  amountPence: 400,
  status: 'succeeded',
  stripeObjectId: `pi_${id}`,
  createdAt: Timestamp.now(),
});

const inviteDoc = (id: string) => ({
  id,
  shopId: ids.shopA,
  email: `${id}@test.example`,
  role: 'frontDesk',
  barberId: null,
  tokenHash: 'a'.repeat(64),
  expiresAt: Timestamp.fromMillis(Date.now() + 7 * 86_400_000),
  createdAt: Timestamp.now(),
  sentAt: Timestamp.now(),
  invitedBy: ids.ownerA,
  invitedByName: 'Alex',
});

const WEEKLY_BREAKS = [{ dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }];

function cases(): Case[] {
  const A = ids.shopA;
  return [
    {
      name: 'barbershops',
      seed: () => ({}),
      getPath: () => shop(),
      list: (db) => getDocs(query(collection(db, 'barbershops'), limit(10))),
      createPath: (c) => `barbershops/${A}-new-${c}`,
      createData: (c) => shopDoc(`${A}-new-${c}`, uidOf(c) ?? 'someone'),
      updatePath: () => shop(),
      update: { description: 'Updated description' },
      deletePath: () => shop(),
    },
    {
      // a barber edits their own profile and breaks: the update goes to the caller's column
      name: 'barbers',
      seed: () => ({ [shop('/barbers/del')]: barberDoc(A, 'del') }),
      getPath: () => shop(`/barbers/${OWN}`),
      list: (db) => getDocs(sub(db, 'barbers')),
      createPath: (c) => shop(`/barbers/new-${c}`),
      createData: (c) => barberDoc(A, `new-${c}`),
      updatePath: (c) => shop(`/barbers/${column(c)}`),
      update: { bio: 'Ten years behind the chair', weeklyBreaks: WEEKLY_BREAKS },
      deletePath: () => shop('/barbers/del'),
    },
    shopChild('services', (id) => serviceDoc(A, id), { pricePence: 2500 }),
    shopChild(
      'customers',
      (id) => customerDoc(A, id),
      { notes: 'Likes it short' },
      (db) => getDocs(query(sub(db, 'customers'), orderBy('name'))),
    ),
    shopChild(
      'appointments',
      (id, barberId) => appointmentDoc(A, id, barberId),
      { notes: 'Running late' },
      // a barber lists their column (the caller's: their own, or another barber's); the others the whole schedule
      (db, c) => (isBarber(c) ? columnSchedule(db, column(c)) : wholeSchedule(db)),
    ),
    shopChild(
      'timeBlocks',
      (id, barberId) => blockDoc(A, id, barberId),
      { notes: 'Dentist' },
      (db, c) => (isBarber(c) ? columnBlocks(db, column(c)) : allBlocks(db)),
    ),
    shopChild('payments', (id) => paymentDoc(id), { status: 'refunded' }),
    {
      name: 'paymentAccounts',
      seed: () => ({
        [`paymentAccounts/${A}`]: { shopId: A, stripeAccountId: 'acct_1', chargesEnabled: true, updatedAt: Timestamp.now() },
      }),
      getPath: () => `paymentAccounts/${A}`,
      list: (db) => getDocs(query(collection(db, 'paymentAccounts'), where('shopId', '==', A))),
      createPath: (c) => `paymentAccounts/${A}-new-${c}`,
      createData: () => ({ shopId: A, stripeAccountId: 'acct_2' }),
      updatePath: () => `paymentAccounts/${A}`,
      update: { chargesEnabled: false },
      deletePath: () => `paymentAccounts/${A}`,
    },
    shopChild(
      'emailLog',
      (id) => emailLogDoc(A, id),
      { status: 'failed' },
      (db) => getDocs(query(sub(db, 'emailLog'), orderBy('sentAt', 'desc'), limit(20))),
    ),
    shopChild(
      'reviews',
      (id, barberId) => reviewDoc(id, barberId),
      { commentHidden: true },
      (db) => getDocs(query(sub(db, 'reviews'), orderBy('createdAt', 'desc'))),
    ),
    {
      // the barber's own membership; `barberOther` asks for the front desk's
      name: 'members',
      seed: () => ({ [shop('/members/del')]: memberDoc('del', OTHER) }),
      getPath: (c) => shop(`/members/${c === 'barberOther' ? frontDesk.uid : barber.uid}`),
      list: (db) => getDocs(sub(db, 'members')),
      createPath: (c) => shop(`/members/new-${c}`),
      createData: (c) => memberDoc(`new-${c}`, OTHER),
      updatePath: () => shop(`/members/${barber.uid}`),
      update: { barberId: OTHER },
      deletePath: () => shop('/members/del'),
    },
    shopChild('invites', (id) => inviteDoc(id), { role: 'manager' }),
    shopChild(
      'bookerViews',
      (id, barberId) => ({ id, shopId: A, status: 'scheduled', date: '2030-01-02', time: '10:00', barberId }),
      { status: 'cancelled' },
    ),
    shopChild(
      'barberDays',
      (id, barberId) => ({ shopId: A, barberId, date: '2030-01-02', intervals: [{ start: 1, end: 2, appointmentId: id }] }),
      { intervals: [] },
    ),
  ];
}

async function setOwnerBilling(billing: Data) {
  await asAdmin(env, (db) =>
    setDoc(doc(db, `users/${ids.ownerA}`), { ...userDoc(ids.ownerA), billing: { ...userDoc(ids.ownerA).billing, ...billing } }),
  );
}

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  const A = ids.shopA;
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, shop()), shopDoc(A, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(db, shop(`/barbers/${OWN}`)), barberDoc(A, OWN));
    await setDoc(doc(db, shop(`/barbers/${OTHER}`)), barberDoc(A, OTHER));
  });
  [manager, frontDesk, barber, removed, otherShopMember] = await Promise.all([
    createMember(A, 'manager', { invitedBy: ids.ownerA }),
    createMember(A, 'frontDesk', { invitedBy: ids.ownerA }),
    createMember(A, 'barber', { barberId: OWN, invitedBy: ids.ownerA }),
    createMember(A, 'manager', { invitedBy: ids.ownerA }),
    createMember(ids.shopB, 'manager', { invitedBy: ids.ownerB }),
  ]);
  await removeMembership(A, removed.uid);
  await asAdmin(env, async (db) => {
    for (const c of cases()) await Promise.all(Object.entries(c.seed()).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

function run(op: Op, c: Case, caller: Caller): Promise<unknown> {
  const db = as(caller);
  switch (op) {
    case 'get':
      return getDoc(doc(db, c.getPath(caller)));
    case 'list':
      return c.list(db, caller);
    case 'create':
      return setDoc(doc(db, c.createPath(caller)), c.createData(caller));
    case 'update':
      return updateDoc(doc(db, c.updatePath(caller)), c.update);
    case 'delete':
      return deleteDoc(doc(db, c.deletePath(caller)));
  }
}

describe('Firestore rules by staff role: every collection x caller x operation', () => {
  it('covers every collection below a shop, and the payment accounts', () => {
    expect(cases().map((c) => c.name)).toEqual(NAMES);
  });

  for (const name of NAMES) {
    for (const caller of CALLERS) {
      for (const op of OPS) {
        const allowed = (ALLOWED[name][op] as readonly Caller[]).includes(caller);
        it(`${LABEL[caller]} ${op} ${name}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const attempt = run(
            op,
            cases().find((x) => x.name === name)!,
            caller,
          );
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  }
});

describe('a barber’s own column', () => {
  it('lists their own bookings, but not the whole schedule nor another barber’s', async () => {
    const own = await assertSucceeds(columnSchedule(as('barber'), OWN));
    expect(own.docs.length).toBeGreaterThan(0);
    expect(own.docs.every((d) => d.get('barberId') === OWN)).toBe(true);
    await assertFails(wholeSchedule(as('barber')));
    await assertFails(columnSchedule(as('barber'), OTHER));
    await assertFails(getDocs(query(sub(as('barber'), 'appointments'), where('customerId', '==', 'c1'))));
  });

  it('reads their own time blocks, not every barber’s', async () => {
    await assertSucceeds(columnBlocks(as('barber'), OWN));
    await assertFails(allBlocks(as('barber')));
  });

  it('updates their own weekly breaks, not another barber’s, and not their own isActive or weekly hours', async () => {
    const db = as('barber');
    await assertSucceeds(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { weeklyBreaks: WEEKLY_BREAKS, skippedBreaks: [] }));
    await assertSucceeds(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { name: 'Jo', specialty: 'Beards', photoUrl: '' }));
    await assertFails(updateDoc(doc(db, shop(`/barbers/${OTHER}`)), { weeklyBreaks: WEEKLY_BREAKS }));
    await assertFails(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { isActive: true }));
    await assertFails(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { weeklyHours: null }));
    // one forbidden key spoils a write of allowed ones
    await assertFails(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { bio: 'Hi', weeklyHours: null }));
  });

  it('adds, moves and removes their own time off, not another barber’s', async () => {
    const db = as('barber');
    await assertSucceeds(setDoc(doc(db, shop('/timeBlocks/own-off')), blockDoc(ids.shopA, 'own-off', OWN)));
    await assertSucceeds(updateDoc(doc(db, shop('/timeBlocks/own-off')), { reason: 'vacation' }));
    await assertSucceeds(deleteDoc(doc(db, shop('/timeBlocks/own-off'))));
    await assertFails(setDoc(doc(db, shop('/timeBlocks/other-off')), blockDoc(ids.shopA, 'other-off', OTHER)));
    // a block never moves to another column
    await assertFails(updateDoc(doc(db, shop('/timeBlocks/upd-barber')), { barberId: OTHER }));
  });

  it('sees every barber’s bookings once the owner lets barbers see them all, and not once it is off again', async () => {
    await assertFails(getDoc(doc(as('barber'), shop('/appointments/seed-barberOther'))));
    await assertSucceeds(updateDoc(doc(as('owner'), shop()), { barbersSeeAllBookings: true }));
    await assertSucceeds(wholeSchedule(as('barber')));
    await assertSucceeds(getDoc(doc(as('barber'), shop('/appointments/seed-barberOther'))));
    // seeing is not managing: the front desk's and the owner's writes stay theirs
    await assertFails(setDoc(doc(as('barber'), shop('/timeBlocks/other-off')), blockDoc(ids.shopA, 'other-off', OTHER)));
    await assertFails(getDocs(query(sub(as('barber'), 'customers'), orderBy('name'))));
    await assertSucceeds(updateDoc(doc(as('owner'), shop()), { barbersSeeAllBookings: false }));
    await assertFails(wholeSchedule(as('barber')));
  });
});

describe('who may change what in the shop', () => {
  it('front desk cannot change services or the shop’s settings, hours or closed days', async () => {
    const db = as('frontDesk');
    await assertFails(updateDoc(doc(db, shop('/services/upd-owner')), { pricePence: 100 }));
    await assertFails(setDoc(doc(db, shop('/services/desk-new')), serviceDoc(ids.shopA, 'desk-new')));
    await assertFails(updateDoc(doc(db, shop()), { description: 'Front desk was here' }));
    await assertFails(updateDoc(doc(db, shop()), { closedDates: ['2030-12-25'] }));
    await assertFails(updateDoc(doc(db, shop(`/barbers/${OWN}`)), { weeklyHours: null }));
  });

  it('a manager changes the settings, hours and closed days, but not whether barbers see every booking', async () => {
    const db = as('manager');
    await assertSucceeds(updateDoc(doc(db, shop()), { closedDates: ['2030-12-25'], manageCutoffHours: 12 }));
    await assertSucceeds(updateDoc(doc(db, shop(`/barbers/${OTHER}`)), { weeklyHours: null, isActive: true }));
    await assertFails(updateDoc(doc(db, shop()), { barbersSeeAllBookings: true }));
    await assertFails(updateDoc(doc(db, shop()), { barbersSeeAllBookings: false }));
    await assertFails(updateDoc(doc(db, shop()), { description: 'Both', barbersSeeAllBookings: true }));
  });

  it('the owner sets whether barbers see every booking, as a true or false only', async () => {
    await assertFails(updateDoc(doc(as('owner'), shop()), { barbersSeeAllBookings: 'yes' }));
    await assertSucceeds(updateDoc(doc(as('owner'), shop()), { barbersSeeAllBookings: false }));
  });

  it('a member reads their own membership, and no one else’s unless they manage the shop', async () => {
    await assertSucceeds(getDoc(doc(as('frontDesk'), shop(`/members/${frontDesk.uid}`))));
    await assertFails(getDoc(doc(as('frontDesk'), shop(`/members/${manager.uid}`))));
    await assertFails(getDocs(sub(as('frontDesk'), 'members')));
    await assertSucceeds(getDoc(doc(as('manager'), shop(`/members/${frontDesk.uid}`))));
    // the owner's billing is theirs alone, though a member's changes rest on it
    await assertFails(getDoc(doc(as('manager'), `users/${ids.ownerA}`)));
  });
});

describe('the owner’s access and the membership count per request', () => {
  it('refuses a member’s change once the owner’s trial has ended, and keeps their reads', async () => {
    await setOwnerBilling({ subscriptionStatus: 'trialing', trialEndsAt: Timestamp.fromMillis(Date.now() - 60_000) });
    try {
      await assertFails(updateDoc(doc(as('manager'), shop('/services/upd-manager')), { pricePence: 2700 }));
      await assertFails(updateDoc(doc(as('manager'), shop()), { description: 'Closed for business?' }));
      await assertFails(setDoc(doc(as('frontDesk'), shop('/customers/late')), customerDoc(ids.shopA, 'late')));
      await assertFails(updateDoc(doc(as('barber'), shop(`/barbers/${OWN}`)), { bio: 'Still here' }));
      await assertFails(setDoc(doc(as('barber'), shop('/timeBlocks/late')), blockDoc(ids.shopA, 'late', OWN)));
      await assertSucceeds(getDoc(doc(as('frontDesk'), shop('/customers/seed-frontDesk'))));
      await assertSucceeds(columnSchedule(as('barber'), OWN));
    } finally {
      await setOwnerBilling({});
    }
    // the member's own account has no billing at all: it is the owner's that counts
    await assertSucceeds(updateDoc(doc(as('manager'), shop('/services/upd-manager')), { pricePence: 2700 }));
  });

  it('refuses a removed member from their very next read', async () => {
    const leaving = await createMember(ids.shopA, 'frontDesk', { invitedBy: ids.ownerA });
    const db = dbAs(env, leaving.uid);
    await assertSucceeds(getDoc(doc(db, shop('/customers/seed-frontDesk'))));
    await removeMembership(ids.shopA, leaving.uid);
    await assertFails(getDoc(doc(db, shop('/customers/seed-frontDesk'))));
    await assertFails(wholeSchedule(db));
  });

  it('a lowered role counts from the next request', async () => {
    const moving = await createMember(ids.shopA, 'manager', { invitedBy: ids.ownerA });
    const db = dbAs(env, moving.uid);
    await assertSucceeds(getDocs(sub(db, 'payments')));
    await asAdmin(env, (admin) => updateDoc(doc(admin, shop(`/members/${moving.uid}`)), { role: 'frontDesk' }));
    await assertFails(getDocs(sub(db, 'payments')));
    await assertSucceeds(getDocs(query(sub(db, 'customers'), orderBy('name'))));
  });

  it('a member of another shop, or a member document that claims the owner’s role, gets nothing here', async () => {
    await assertFails(getDocs(query(sub(as('otherShop'), 'customers'), orderBy('name'))));
    const claims = await createMember(ids.shopA, 'manager', { invitedBy: ids.ownerA });
    await asAdmin(env, (admin) => updateDoc(doc(admin, shop(`/members/${claims.uid}`)), { role: 'owner' }));
    await assertFails(getDoc(doc(dbAs(env, claims.uid), shop('/customers/seed-owner'))));
    await assertFails(getDoc(doc(dbAs(env, claims.uid), `paymentAccounts/${ids.shopA}`)));
  });
});
