// Table-driven: every text field of the limits table (FIELD_LIMITS) that a client writes, with
// the values its kind must accept and refuse (the most characters and one more, control
// characters and CR/LF in one-line fields, javascript:/http: for https fields, non-image
// references, non-E.164 phones), written by the shop's owner straight to Firestore. Then the
// same rows through the API's core schemas: rules and API agree on every row.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { blockTimeSchema, newCustomerSchema } from '@barbershop/core/calendar';
import { barberPatchSchema, serviceSchema, shopPatchSchema } from '@barbershop/core/shop';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { casesFor, tableRows, type ValueCase } from './fieldValues';
import { asAdmin, barberDoc, blockDoc, customerDoc, dbAs, rulesEnv, serviceDoc, shopDoc, userDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

const OWNERS = ['shop', 'barber', 'service', 'customer', 'timeBlock', 'user'] as const;
type Owner = (typeof OWNERS)[number];

/** Table fields no client writes (functions do), so the rules refuse them whatever the value. */
const FUNCTIONS_ONLY = new Set(['shop.name']);

interface Target {
  /** the document a row updates and who updates it */
  path: (n: number) => string;
  seed: (n: number) => Record<string, unknown>;
  as: (n: number) => string;
}

const child = (collection: string, make: (shopId: string, id: string) => Record<string, unknown>): Target => ({
  path: (n) => `barbershops/${ids.shopA}/${collection}/lim-${n}`,
  seed: (n) => make(ids.shopA, `lim-${n}`),
  as: () => ids.ownerA,
});

const TARGETS: Record<Owner, Target> = {
  shop: {
    path: (n) => `barbershops/${ids.shopA}-lim-${n}`,
    seed: (n) => shopDoc(`${ids.shopA}-lim-${n}`, ids.ownerA),
    as: () => ids.ownerA,
  },
  barber: child('barbers', barberDoc),
  service: child('services', serviceDoc),
  customer: child('customers', customerDoc),
  timeBlock: child('timeBlocks', (shopId, id) => blockDoc(shopId, id, 'b1')),
  user: {
    path: (n) => `users/${ids.ownerA}-lim-${n}`,
    seed: (n) => userDoc(`${ids.ownerA}-lim-${n}`),
    as: (n) => `${ids.ownerA}-lim-${n}`,
  },
};

interface Row {
  owner: Owner;
  field: string;
  c: ValueCase;
  n: number;
}
let count = 0;
const rows: Row[] = tableRows(OWNERS).flatMap(([owner, field, limit]) =>
  casesFor(limit).map((c) => ({ owner, field, c, n: ++count })),
);

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b1`), barberDoc(ids.shopA, 'b1'));
    await Promise.all(rows.map((r) => setDoc(doc(db, TARGETS[r.owner].path(r.n)), TARGETS[r.owner].seed(r.n))));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('rules: every table field of a client-written document', () => {
  for (const { owner, field, c, n } of rows) {
    if (FUNCTIONS_ONLY.has(`${owner}.${field}`)) continue;
    it(`${owner}.${field}: ${c.allowed ? 'allows' : 'refuses'} ${c.name}`, async () => {
      const t = TARGETS[owner];
      const db: Firestore = dbAs(env, t.as(n));
      const attempt = updateDoc(doc(db, t.path(n)), { [field]: c.value });
      if (c.allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }
});

// ---- the API's schemas on the same rows

/** The core schema of each owner's API route, and a valid body the row's field is put into. */
const SCHEMAS: Partial<Record<Owner, { schema: AnyObjectSchema; base: Record<string, unknown> }>> = {
  shop: { schema: shopPatchSchema, base: {} },
  barber: { schema: barberPatchSchema, base: {} },
  service: { schema: serviceSchema, base: { name: 'Cut', duration: 30, price: 20 } },
  customer: { schema: newCustomerSchema, base: { name: 'Ada Lovelace', phone: '+447700900123' } },
  timeBlock: {
    schema: blockTimeSchema(null),
    base: { startDate: '2030-01-01', endDate: '2030-01-01', isAllDay: true, reason: 'lunch' },
  },
  // users: no API route writes a user's names or picture (they are edited in Firestore only)
};

describe('API schemas agree with the rules on every row', () => {
  for (const { owner, field, c } of rows) {
    const api = SCHEMAS[owner];
    if (!api || c.rulesOnly) continue;
    const name = `${owner}.${field}: ${c.name}`;
    it(`${name} is ${c.allowed ? 'accepted' : 'refused'} by the API schema`, async () => {
      const accepted = await api.schema.isValid({ ...api.base, [field]: c.value }, { abortEarly: true });
      expect(accepted).toBe(c.allowed);
    });
  }
});
