// Every collection x every role x every operation (get, list, create, update, delete): the
// expected allow or deny of firestore.rules. Each write uses a valid document, so a denial comes
// from who is asking, not from what they send (invalid data is invalid-data.test.ts).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDoc,
  asAdmin,
  barberDoc,
  blockDoc,
  customerDoc,
  dbAs,
  emailLogDoc,
  ROLES,
  rulesEnv,
  serviceDoc,
  shopDoc,
  uidOf,
  userDoc,
  type Ids,
  type Role,
} from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];
const ALL = ROLES;
const OWNER: Role[] = ['owner'];
const NONE: Role[] = [];

interface Case {
  name: string;
  /** the collection the list query reads */
  listPath: () => string;
  /** documents to seed (rules off): path -> data */
  seed: () => Record<string, Record<string, unknown>>;
  /** the document each role reads, creates (absent before), updates and deletes */
  getPath: (role: Role) => string;
  createPath: (role: Role) => string;
  createData: (role: Role) => Record<string, unknown>;
  updatePath: (role: Role) => string;
  update: Record<string, unknown>;
  deletePath: (role: Role) => string;
  allowed: Record<Op, Role[]>;
}

/** A collection below shop A with one seeded document per role to update and to delete. */
function shopChild(
  name: string,
  make: (id: string) => Record<string, unknown>,
  update: Record<string, unknown>,
  allowed: Record<Op, Role[]>,
): Case {
  const base = () => `barbershops/${ids.shopA}/${name}`;
  const seed = () => {
    const docs: Record<string, Record<string, unknown>> = { [`${base()}/seed`]: make('seed') };
    for (const role of ROLES) {
      docs[`${base()}/upd-${role}`] = make(`upd-${role}`);
      docs[`${base()}/del-${role}`] = make(`del-${role}`);
    }
    return docs;
  };
  return {
    name,
    listPath: base,
    seed,
    getPath: () => `${base()}/seed`,
    createPath: (role) => `${base()}/new-${role}`,
    createData: (role) => make(`new-${role}`),
    updatePath: (role) => `${base()}/upd-${role}`,
    update,
    deletePath: (role) => `${base()}/del-${role}`,
    allowed,
  };
}

/** A root collection no client may touch, seeded with a realistic document. */
function internal(name: string, make: () => Record<string, unknown>): Case {
  const path = (d: string) => `${name}/${ids.suffix}-${d}`;
  return {
    name,
    listPath: () => name,
    seed: () => ({ [path('seed')]: make(), ...Object.fromEntries(ROLES.map((r) => [path(`del-${r}`), make()])) }),
    getPath: () => path('seed'),
    createPath: (role) => path(`new-${role}`),
    createData: make,
    updatePath: () => path('seed'),
    update: { touchedBy: 'client' },
    deletePath: (role) => path(`del-${role}`),
    allowed: { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
  };
}

function cases(): Case[] {
  const A = ids.shopA;
  return [
    {
      name: 'barbershops',
      listPath: () => 'barbershops',
      seed: () => Object.fromEntries(ROLES.map((r) => [`barbershops/${A}-del-${r}`, shopDoc(`${A}-del-${r}`, ids.ownerA)])),
      getPath: () => `barbershops/${A}`,
      // each caller tries to open a shop of their own: one shop per owner and a unique slug are the function's checks
      createPath: (role) => `barbershops/${A}-new-${role}`,
      createData: (role) => shopDoc(`${A}-new-${role}`, uidOf(role, ids) ?? 'someone'),
      updatePath: () => `barbershops/${A}`,
      update: { description: 'Updated description' },
      deletePath: (role) => `barbershops/${A}-del-${role}`,
      allowed: { get: ALL, list: ALL, create: NONE, update: OWNER, delete: NONE },
    },
    shopChild(
      'barbers',
      (d) => barberDoc(A, d),
      { bio: 'Ten years behind the chair' },
      { get: ALL, list: ALL, create: NONE, update: OWNER, delete: NONE },
    ),
    shopChild(
      'services',
      (d) => serviceDoc(A, d),
      { pricePence: 2500 },
      { get: ALL, list: ALL, create: OWNER, update: OWNER, delete: OWNER },
    ),
    shopChild(
      'customers',
      (d) => customerDoc(A, d),
      { notes: 'Likes it short' },
      { get: OWNER, list: OWNER, create: OWNER, update: OWNER, delete: OWNER },
    ),
    shopChild(
      'appointments',
      (d) => appointmentDoc(A, d, 'barber-seed'),
      { status: 'cancelled' },
      { get: OWNER, list: OWNER, create: NONE, update: NONE, delete: NONE },
    ),
    // what a booker reads of their booking (e2e/rules/manage-booking.test.ts); written by functions only
    shopChild(
      'bookerViews',
      (d) => ({ id: d, shopId: A, status: 'scheduled', date: '2030-01-02', time: '10:00', barberId: 'barber-seed' }),
      { status: 'cancelled' },
      { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
    ),
    shopChild(
      'timeBlocks',
      (d) => blockDoc(A, d, 'barber-seed'),
      { notes: 'Dentist' },
      { get: OWNER, list: OWNER, create: OWNER, update: OWNER, delete: OWNER },
    ),
    shopChild(
      'emailLog',
      (d) => emailLogDoc(A, d),
      { status: 'failed' },
      { get: OWNER, list: OWNER, create: NONE, update: NONE, delete: NONE },
    ),
    shopChild(
      'barberDays',
      () => ({ shopId: A, barberId: 'barber-seed', date: '2030-01-02', intervals: [{ start: 1, end: 2, appointmentId: 'x' }] }),
      { intervals: [] },
      { get: NONE, list: NONE, create: NONE, update: NONE, delete: NONE },
    ),
    {
      name: 'users',
      listPath: () => 'users',
      seed: () => ({ [`users/${ids.ownerA}`]: userDoc(ids.ownerA), [`users/${ids.ownerB}`]: userDoc(ids.ownerB) }),
      // the owner's own document: the owner is "that user"
      getPath: () => `users/${ids.ownerA}`,
      // the signed-in user without a document: not even they may create it (registration does)
      createPath: () => `users/${ids.nobody}`,
      createData: () => userDoc(ids.nobody),
      updatePath: () => `users/${ids.ownerA}`,
      update: { firstName: 'Alexandra' },
      // everyone's own document (anonymous: the owner's): account deletion is a function
      deletePath: (role) => `users/${role === 'anonymous' ? ids.ownerA : uidOf(role, ids)}`,
      allowed: { get: OWNER, list: NONE, create: NONE, update: OWNER, delete: NONE },
    },
    internal('usernames', () => ({ uid: ids.ownerA })),
    internal('slugs', () => ({ shopId: ids.shopA })),
    internal('stripeEvents', () => ({ id: 'evt_1', type: 'customer.subscription.updated', created: 1, outcome: 'applied' })),
    internal('mailOutbox', () => ({ to: 'ada@example.com', subject: 'Reminder', text: 'See you soon' })),
  ];
}

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/barber-seed`), barberDoc(ids.shopA, 'barber-seed'));
    for (const c of cases()) {
      await Promise.all(Object.entries(c.seed()).map(([path, data]) => setDoc(doc(db, path), data)));
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

function run(op: Op, c: Case, role: Role, db: Firestore): Promise<unknown> {
  switch (op) {
    case 'get':
      return getDoc(doc(db, c.getPath(role)));
    case 'list': {
      const col = collection(db, c.listPath());
      // root collections hold every test's and the demo's documents: a page is enough
      return getDocs(c.listPath().includes('/') ? col : query(col, limit(10)));
    }
    case 'create':
      return setDoc(doc(db, c.createPath(role)), c.createData(role));
    case 'update':
      return updateDoc(doc(db, c.updatePath(role)), c.update);
    case 'delete':
      return deleteDoc(doc(db, c.deletePath(role)));
  }
}

const NAMES = [
  'barbershops',
  'barbers',
  'services',
  'customers',
  'appointments',
  'bookerViews',
  'timeBlocks',
  'emailLog',
  'barberDays',
  'users',
  'usernames',
  'slugs',
  'stripeEvents',
  'mailOutbox',
];

describe('Firestore rules: every collection x role x operation', () => {
  it('covers every collection of the data model', () => {
    expect(cases().map((c) => c.name)).toEqual(NAMES);
  });

  for (const name of NAMES) {
    for (const role of ROLES) {
      for (const op of OPS) {
        // The expectation is in the title so a report reads as the access table.
        const expected = () =>
          cases()
            .find((c) => c.name === name)!
            .allowed[op].includes(role);
        it(`${name}: ${op} as ${role}`, async () => {
          const c = cases().find((x) => x.name === name)!;
          const attempt = run(op, c, role, dbAs(env, uidOf(role, ids)));
          if (expected()) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  }
});

describe('Firestore rules: what a write leaves behind', () => {
  it('a denied update leaves the document as it was; an allowed one changes it', async () => {
    const path = `barbershops/${ids.shopA}/services/seed`;
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerB), path), { pricePence: 1 }));
    let stored: Record<string, unknown> | undefined;
    await asAdmin(env, async (db) => void (stored = (await getDoc(doc(db, path))).data()));
    expect(stored?.pricePence).toBe(2000);
    await assertSucceeds(updateDoc(doc(dbAs(env, ids.ownerA), path), { pricePence: 3000 }));
    await asAdmin(env, async (db) => void (stored = (await getDoc(doc(db, path))).data()));
    expect(stored?.pricePence).toBe(3000);
  });
});

describe('Firestore rules: users/{uid} is that user’s alone', () => {
  it('another signed-in user reads and edits their own document, not the owner’s', async () => {
    const b = dbAs(env, ids.ownerB);
    await assertSucceeds(getDoc(doc(b, `users/${ids.ownerB}`)));
    await assertSucceeds(updateDoc(doc(b, `users/${ids.ownerB}`), { lastName: 'Barber' }));
    await assertFails(getDoc(doc(b, `users/${ids.ownerA}`)));
    await assertFails(updateDoc(doc(b, `users/${ids.ownerA}`), { lastName: 'Hijacked' }));
  });

  it('a signed-in user may look for their own missing document, but not list users', async () => {
    const n = dbAs(env, ids.nobody);
    await assertSucceeds(getDoc(doc(n, `users/${ids.nobody}`)));
    await assertFails(getDocs(query(collection(n, 'users'), limit(1))));
  });
});
