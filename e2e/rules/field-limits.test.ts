// Table-driven: every text field of the limits table (FIELD_LIMITS) that a client writes, with
// the values its kind must accept and refuse (the most characters and one more, control
// characters and CR/LF in one-line fields, javascript:/http: for https fields, non-image
// references, non-E.164 phones), written by the shop's owner straight to Firestore. Then the
// same rows through the API's core schemas: rules and API agree on every row.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { barberPatchSchema, blockTimeSchema, newCustomerSchema, serviceSchema, shopPatchSchema } from '@barbershop/core';
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
  shop: { path: (n) => `barbershops/${ids.shopA}-lim-${n}`, seed: (n) => shopDoc(`${ids.shopA}-lim-${n}`, ids.ownerA), as: () => ids.ownerA },
  barber: child('barbers', barberDoc),
  service: child('services', serviceDoc),
  customer: child('customers', customerDoc),
  timeBlock: child('timeBlocks', (shopId, id) => blockDoc(shopId, id, 'b1')),
  user: { path: (n) => `users/${ids.ownerA}-lim-${n}`, seed: (n) => userDoc(`${ids.ownerA}-lim-${n}`), as: (n) => `${ids.ownerA}-lim-${n}` },
};

interface Row {
  owner: Owner;
  field: string;
  c: ValueCase;
  n: number;
}
let count = 0;
const rows: Row[] = tableRows(OWNERS).flatMap(([owner, field, limit]) => casesFor(limit).map((c) => ({ owner, field, c, n: ++count })));

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
  timeBlock: { schema: blockTimeSchema(null), base: { startDate: '2030-01-01', endDate: '2030-01-01', isAllDay: true, reason: 'lunch' } },
  // users: no API route writes a user's names or picture (they are edited in Firestore only)
};

/**
 * Rows where the API schema on this branch does not yet agree with the table: another helper is
 * rewriting the schemas on top of FIELD_LIMITS. Each one is expected to fail (`it.fails`), so the
 * list must shrink as the schemas are fixed: a row that starts to agree fails here until removed.
 */
const KNOWN_API_GAPS = new Set<string>([
  'barber.bio: a DEL',
  'barber.bio: a NUL',
  'barber.bio: a list',
  'barber.bio: a number',
  'barber.bio: an escape character',
  'barber.name: CR/LF inside',
  'barber.name: a C1 control character (NEL)',
  'barber.name: a control character (BEL)',
  'barber.name: a line feed',
  'barber.name: a line separator (U+2028)',
  'barber.name: a list',
  'barber.name: a number',
  'barber.name: a tab',
  'barber.photoUrl: a list',
  'barber.photoUrl: an http: URL',
  'barber.specialty: CR/LF inside',
  'barber.specialty: a C1 control character (NEL)',
  'barber.specialty: a control character (BEL)',
  'barber.specialty: a line feed',
  'barber.specialty: a line separator (U+2028)',
  'barber.specialty: a list',
  'barber.specialty: a number',
  'barber.specialty: a tab',
  'customer.email: a list',
  'customer.name: CR/LF inside',
  'customer.name: a C1 control character (NEL)',
  'customer.name: a control character (BEL)',
  'customer.name: a line feed',
  'customer.name: a line separator (U+2028)',
  'customer.name: a list',
  'customer.name: a number',
  'customer.name: a tab',
  'customer.notes: a DEL',
  'customer.notes: a NUL',
  'customer.notes: a list',
  'customer.notes: a number',
  'customer.notes: an escape character',
  'customer.phone: 17 characters',
  'customer.phone: CR/LF inside',
  'customer.phone: a leading zero after +',
  'customer.phone: a list',
  'customer.phone: a number',
  'customer.phone: dashes only',
  'customer.phone: letters',
  'service.description: a DEL',
  'service.description: a NUL',
  'service.description: a list',
  'service.description: a number',
  'service.description: an escape character',
  'service.name: CR/LF inside',
  'service.name: a C1 control character (NEL)',
  'service.name: a control character (BEL)',
  'service.name: a line feed',
  'service.name: a line separator (U+2028)',
  'service.name: a list',
  'service.name: a number',
  'service.name: a tab',
  'shop.address: CR/LF inside',
  'shop.address: a C1 control character (NEL)',
  'shop.address: a control character (BEL)',
  'shop.address: a line feed',
  'shop.address: a line separator (U+2028)',
  'shop.address: a list',
  'shop.address: a number',
  'shop.address: a tab',
  'shop.description: a DEL',
  'shop.description: a NUL',
  'shop.description: a list',
  'shop.description: a number',
  'shop.description: an escape character',
  'shop.email: a list',
  'shop.googleBusinessUrl: a list',
  'shop.googleBusinessUrl: an http: URL',
  'shop.logoImage: a list',
  'shop.logoImage: an http: URL',
  'shop.name: CR/LF inside',
  'shop.name: a C1 control character (NEL)',
  'shop.name: a control character (BEL)',
  'shop.name: a line feed',
  'shop.name: a line separator (U+2028)',
  'shop.name: a list',
  'shop.name: a number',
  'shop.name: a tab',
  'shop.phone: 17 characters',
  'shop.phone: CR/LF inside',
  'shop.phone: a leading zero after +',
  'shop.phone: a list',
  'shop.phone: a number',
  'shop.phone: dashes only',
  'shop.phone: letters',
  'timeBlock.notes: a DEL',
  'timeBlock.notes: a NUL',
  'timeBlock.notes: a list',
  'timeBlock.notes: a number',
  'timeBlock.notes: an escape character',
]);

describe('API schemas agree with the rules on every row', () => {
  for (const { owner, field, c } of rows) {
    const api = SCHEMAS[owner];
    if (!api || c.rulesOnly) continue;
    const name = `${owner}.${field}: ${c.name}`;
    const test = KNOWN_API_GAPS.has(name) ? it.fails : it;
    test(`${name} is ${c.allowed ? 'accepted' : 'refused'} by the API schema`, async () => {
      const accepted = await api.schema.isValid({ ...api.base, [field]: c.value }, { abortEarly: true });
      expect(accepted).toBe(c.allowed);
    });
  }
});
