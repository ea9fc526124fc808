import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { APP_URL, PROJECT_ID } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Property-based fuzzing of every /api route (spec section 7, functions/src/routes): each body
// field, query parameter and path id of each route gets generated bad values, one at a time,
// on top of an otherwise valid request, as the owner where the route needs a session.
// For every request: a 4xx (never a 5xx), a JSON body with a message, and nothing written.

type Kind =
  'text' | 'multiline' | 'id' | 'nullableId' | 'date' | 'time' | 'datetime' | 'int' | 'bool' | 'price' | 'array' | 'nullable';
type Query = Record<string, string>;

interface Route {
  method: string;
  /** path with `:id`-style placeholders, filled from `ids` */
  path: string;
  ids?: Record<string, string>;
  auth?: boolean;
  body?: Record<string, unknown>;
  fields?: Record<string, Kind>;
  query?: Query;
  queryFields?: Record<string, Kind>;
}

const SEED = 13;
const PER_FIELD = 4;

const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', 'a\uDFFFb', '\uDC00\uD800');
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001B', '\u007F', '\u0085');
const taint = (inner: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 8 }), inner, fc.string({ maxLength: 8 })).map(([a, b, c]) => `${a}${b}${c}`);
const huge = (length: number) => fc.constantFrom('x', 'é', '9', ' a').map((c) => c.repeat(Math.ceil(length / c.length)));
const nonEmptyArray = fc.array(fc.oneof(fc.string(), fc.integer(), fc.object()), { minLength: 1, maxLength: 4 });
const object = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
  minKeys: 1,
  maxKeys: 4,
});
const notANumber = fc.oneof(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.constantFrom('30', '5', '1e3'),
  fc.boolean(),
  nonEmptyArray,
  object,
);

/** Bad in a string field whatever its meaning: wrong types, over-long, control characters, lone surrogates. */
function badString(multiline: boolean, nullable = false) {
  return fc.oneof(
    nonEmptyArray,
    object,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    huge(70_000),
    taint(multiline ? control.filter((c) => c !== '\u0085') : fc.oneof(control, fc.constantFrom('\n', '\r', '\t'))),
    taint(loneSurrogate),
    ...(nullable ? [] : [fc.constant(null)]),
  );
}

function badValue(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return badString(false);
    case 'multiline':
      return badString(true);
    case 'nullable':
      return badString(false, true);
    case 'id':
    case 'nullableId':
      return fc.oneof(
        badString(false, kind === 'nullableId'),
        fc.constantFrom('__name__', '__key__', '__x__', 'a/b', '..', 'x'.repeat(129), 'white space'),
      );
    case 'date':
      return fc.oneof(
        badString(false),
        fc.constantFrom(
          '2026-02-30',
          '2026-11-31',
          '2027-02-29',
          '2100-01-05',
          '9999-12-31',
          '+275760-09-13',
          '2026-1-5',
          'tomorrow',
        ),
      );
    case 'time':
      return fc.oneof(badString(false), fc.constantFrom('24:00', '9:00', '10:60', '10:00:00', 'noon'));
    case 'datetime':
      return fc.oneof(
        badString(false),
        fc.constantFrom(
          '2026-11-31T10:00',
          '2027-02-30T10:00',
          '+275760-09-13T00:00:00Z',
          '2100-01-05T10:00',
          '9999-01-05T10:00Z',
          '2026-12-01',
          'Tue, 01 Dec 2026 10:00:00 GMT',
        ),
      );
    case 'int':
      return fc.oneof(notANumber, fc.constant(null), fc.constantFrom(-1, 0, 1.5, 1e9, -1e308, Number.MAX_SAFE_INTEGER + 2));
    case 'bool':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), fc.constant(null), nonEmptyArray, object);
    case 'price':
      return fc.oneof(
        fc.constantFrom(-1, 1e9, '12.345', '-5', 'free', '£', '1e3', true),
        nonEmptyArray,
        object,
        fc.constant(null),
        huge(70_000),
      );
    case 'array':
      return fc.oneof(
        fc.string(),
        fc.integer(),
        object,
        fc.array(fc.oneof(fc.integer(), fc.boolean(), object), { minLength: 1, maxLength: 3 }),
        fc.constant(null),
      );
  }
}

/** Bad query-string values: text only (URL length bounded), or repeated / bracketed parameters. */
function badQueryValue(kind: Kind): fc.Arbitrary<string | string[] | Query> {
  const text = fc.oneof(huge(3_000), taint(control), taint(loneSurrogate));
  const specific: Record<string, string[]> = {
    date: ['2026-02-30', '2100-01-05', '9999-12-31', '+275760-09-13', 'today'],
    id: ['__name__', 'a/b', 'x'.repeat(129)],
    int: ['0', '-5', '1.5', '481', '1e3', 'thirty', ''],
  };
  return fc.oneof(
    text,
    fc.constantFrom(...(specific[kind] ?? ['\u0000'])),
    fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 3 }),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.string({ maxLength: 4 }), { minKeys: 1, maxKeys: 2 }),
  );
}

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encode(value: string): string {
  return [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

function queryString(query: Record<string, string | string[] | Query>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') parts.push(`${key}=${encode(value)}`);
    else if (Array.isArray(value)) for (const v of value) parts.push(`${key}=${encode(v)}`);
    else for (const [k, v] of Object.entries(value)) parts.push(`${key}[${encode(k)}]=${encode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

let owner: TestOwner;
let shop: TestShop;
let customerId: string;
let requests = 0;
const failures: string[] = [];

async function send(
  route: Route,
  variant: { ids?: Record<string, string>; body?: unknown; query?: Record<string, string | string[] | Query> },
  label: string,
) {
  const ids = { ...route.ids, ...variant.ids };
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => encode(ids[name]!));
  const url = `${APP_URL}${path}${queryString(variant.query ?? route.query ?? {})}`;
  const headers: Record<string, string> = {};
  if (route.auth) headers.Authorization = `Bearer ${owner.token}`;
  const body = 'body' in variant ? variant.body : route.body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  requests += 1;
  const res = await fetch(url, { method: route.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const ok = res.status >= 400 && res.status < 500 && typeof (json as { message?: unknown } | undefined)?.message === 'string';
  if (!ok) failures.push(`${route.method} ${route.path} ${label}: ${res.status} ${text.slice(0, 200)}`);
}

async function snapshot(): Promise<string> {
  const counts = await Promise.all(
    ['appointments', 'customers', 'barbers', 'services', 'timeBlocks', 'barberDays'].map(
      async (c) => `${c}=${(await adminDb.collection(`barbershops/${shop.id}/${c}`).count().get()).data().count}`,
    ),
  );
  const [shopDoc, userDoc] = await Promise.all([
    adminDb.doc(`barbershops/${shop.id}`).get(),
    adminDb.doc(`users/${owner.uid}`).get(),
  ]);
  // the owner's billing only: the welcome-email trigger stamps the user document on its own
  return JSON.stringify({ counts, shop: shopDoc.data(), billing: userDoc.get('billing') });
}

/** Runs `jobs` one at a time: the Functions emulator starts a new worker per concurrent request. */
async function pool(jobs: (() => Promise<void>)[], size = 1) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
}

function routes(): Route[] {
  const date = futureWeekday(12, 3);
  const shopId = { id: shop.id };
  const barberId = { id: shop.barberIds[0]! };
  const profile = {
    name: 'Fuzz Shop',
    address: '1 Fuzz Street',
    phone: '020 7946 0123',
    email: 'fuzz@shop.example',
    description: 'x',
    googleBusinessUrl: 'https://g.example/fuzz',
  };
  const profileFields: Record<string, Kind> = {
    name: 'text',
    address: 'text',
    phone: 'text',
    email: 'text',
    description: 'multiline',
    googleBusinessUrl: 'text',
    businessHours: 'array',
    timezone: 'text',
    logoImage: 'text',
    heroImages: 'array',
  };
  const range = { startDate: date, endDate: date };
  const rangeFields: Record<string, Kind> = { startDate: 'date', endDate: 'date' };
  return [
    {
      method: 'POST',
      path: '/api/appointments',
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date,
        time: '10:00',
        customerName: 'Fuzz Customer',
        customerPhone: '07700 900777',
        customerEmail: 'fuzz@example.com',
        notes: '',
      },
      fields: {
        barbershopId: 'id',
        serviceId: 'id',
        barberId: 'nullableId',
        date: 'date',
        time: 'time',
        appointmentDate: 'datetime',
        customerName: 'text',
        customerPhone: 'text',
        customerEmail: 'text',
        notes: 'multiline',
      },
    },
    { method: 'GET', path: '/api/appointments/:id/summary', ids: { id: 'no-such-appointment' } },
    {
      method: 'POST',
      path: '/api/appointments/:id/manage',
      ids: { id: 'no-such-appointment' },
      body: { token: 'A'.repeat(32) },
      fields: { token: 'text' },
    },
    {
      method: 'POST',
      path: '/api/appointments/:id/reschedule',
      ids: { id: 'no-such-appointment' },
      body: { token: 'A'.repeat(32), date, time: '10:00', barberId: shop.barberIds[0] },
      fields: { token: 'text', date: 'date', time: 'time', barberId: 'nullableId' },
    },
    { method: 'DELETE', path: '/api/appointments/:id', ids: { id: 'no-such-appointment' }, auth: true },
    {
      method: 'POST',
      path: '/api/register',
      body: { businessName: `Fuzz Registration ${owner.uid}`, email: `reg-${owner.uid}@test.example`, password: 'fuzz-password' },
      fields: {
        businessName: 'text',
        email: 'text',
        password: 'text',
        username: 'text',
        stripeCustomerId: 'nullable',
        stripeSubscriptionId: 'nullable',
      },
    },
    {
      method: 'POST',
      path: '/api/login',
      body: { username: 'nobody-here', password: 'fuzz-password' },
      fields: { username: 'text', password: 'text' },
    },
    {
      method: 'POST',
      path: '/api/password-reset',
      body: { identifier: 'nobody-here' },
      fields: { identifier: 'text' },
    },
    {
      method: 'POST',
      path: '/api/user/change-password',
      auth: true,
      body: { currentPassword: 'wrong-password', newPassword: 'new-password-1' },
      fields: { currentPassword: 'text', newPassword: 'text' },
    },
    { method: 'POST', path: '/api/barbershops', auth: true, body: profile, fields: profileFields },
    { method: 'PUT', path: '/api/barbershops/:id', ids: shopId, auth: true, body: profile, fields: profileFields },
    {
      method: 'PATCH',
      path: '/api/barbershops/:id',
      ids: shopId,
      auth: true,
      body: { name: 'Fuzz Shop Renamed' },
      fields: profileFields,
    },
    {
      method: 'POST',
      path: '/api/barbershops/:id/barbers',
      ids: shopId,
      auth: true,
      body: { name: 'Fuzz Barber', specialty: '', bio: '' },
      fields: { name: 'text', specialty: 'text', bio: 'multiline', photo: 'text', photoUrl: 'text', isActive: 'bool' },
    },
    { method: 'GET', path: '/api/barbers/:id', ids: barberId, auth: true },
    {
      method: 'PATCH',
      path: '/api/barbers/:id',
      ids: barberId,
      auth: true,
      body: { name: 'Barber 1' },
      fields: { name: 'text', specialty: 'text', bio: 'multiline', photoUrl: 'text', isActive: 'bool' },
    },
    { method: 'DELETE', path: '/api/barbers/:id', ids: { id: 'no-such-barber' }, auth: true },
    {
      method: 'POST',
      path: '/api/barbershops/:id/services',
      ids: shopId,
      auth: true,
      body: { name: 'Fuzz Service', description: '', duration: 30, price: '12.50' },
      fields: { name: 'text', description: 'multiline', duration: 'int', price: 'price', isActive: 'bool' },
    },
    { method: 'GET', path: '/api/barbershops', query: { slug: shop.slug }, queryFields: { slug: 'text' } },
    { method: 'GET', path: '/api/barbershops/:id', ids: shopId },
    { method: 'GET', path: '/api/barbershops/:id/services', ids: shopId },
    { method: 'GET', path: '/api/barbershops/:id/barbers', ids: shopId },
    {
      method: 'GET',
      path: '/api/barbershops/:id/reviews',
      ids: shopId,
      query: { limit: '2' },
      queryFields: { limit: 'int', cursor: 'text' },
    },
    {
      method: 'GET',
      path: '/api/barbershops/:id/slots',
      ids: shopId,
      query: { serviceId: shop.serviceIds[0]!, date },
      queryFields: { serviceId: 'id', date: 'date' },
    },
    {
      method: 'GET',
      path: '/api/barbers/:barberId/all-slots',
      ids: { barberId: shop.barberIds[0]! },
      query: { date, duration: '30' },
      queryFields: { date: 'date', duration: 'int' },
    },
    { method: 'GET', path: '/api/barbershops/:id/email-activity', ids: shopId, auth: true },
    { method: 'POST', path: '/api/dev/jobs/:name', ids: { name: 'no-such-job' } },
    { method: 'GET', path: '/api/barbershops/:id/customers', ids: shopId, auth: true },
    {
      method: 'POST',
      path: '/api/barbershops/:id/customers',
      ids: shopId,
      auth: true,
      body: { name: 'Fuzz Person', phone: '07700 900778', email: '', notes: '' },
      fields: { name: 'text', phone: 'text', email: 'text', notes: 'multiline' },
    },
    { method: 'GET', path: '/api/barbershops/:id/appointments', ids: shopId, auth: true, query: range, queryFields: rangeFields },
    {
      method: 'POST',
      path: '/api/barbershops/:id/appointments',
      ids: shopId,
      auth: true,
      body: {
        customerId,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        appointmentDate: `${date}T14:10:00`,
        notes: '',
        status: 'scheduled',
      },
      fields: {
        customerId: 'id',
        serviceId: 'id',
        barberId: 'id',
        appointmentDate: 'datetime',
        date: 'date',
        time: 'time',
        notes: 'multiline',
        status: 'text',
      },
    },
    { method: 'GET', path: '/api/barbers/:id/appointments', ids: barberId, auth: true, query: range, queryFields: rangeFields },
    { method: 'GET', path: '/api/barbers/:id/time-blocks', ids: barberId, auth: true, query: range, queryFields: rangeFields },
    {
      method: 'POST',
      path: '/api/barbers/:id/time-blocks',
      ids: barberId,
      auth: true,
      body: { startDate: date, endDate: date, isAllDay: false, startTime: '12:00', endTime: '13:00', reason: 'lunch', notes: '' },
      fields: {
        startDate: 'date',
        endDate: 'date',
        isAllDay: 'bool',
        startTime: 'time',
        endTime: 'time',
        reason: 'text',
        notes: 'multiline',
        barberId: 'id',
      },
    },
    { method: 'DELETE', path: '/api/time-blocks/:id', ids: { id: 'no-such-block' }, auth: true },
    {
      method: 'POST',
      path: '/api/create-subscription',
      body: { email: `sub-${owner.uid}@test.example`, businessName: `Fuzz Sub ${owner.uid}` },
      fields: { email: 'text', businessName: 'text' },
    },
    {
      method: 'POST',
      path: '/api/subscription/complete',
      auth: true,
      body: { paymentIntentId: 'pi_fuzz' },
      fields: { paymentIntentId: 'text' },
    },
    {
      method: 'POST',
      path: '/api/user/seats/calculate-price',
      auth: true,
      body: { newSeatsTotal: 5 },
      fields: { newSeatsTotal: 'int' },
    },
    { method: 'POST', path: '/api/user/seats/update', auth: true, body: { seatsTotal: 5 }, fields: { seatsTotal: 'int' } },
  ];
}

/** Each route's requests: every field, parameter and path id with bad values, and bad whole bodies. */
function requestsFor(route: Route): (() => Promise<void>)[] {
  const jobs: (() => Promise<void>)[] = [];
  const sample = <T>(arb: fc.Arbitrary<T>, n = PER_FIELD) => fc.sample(arb, { seed: SEED, numRuns: n });
  for (const [field, kind] of Object.entries(route.fields ?? {})) {
    for (const bad of sample(badValue(kind)))
      jobs.push(() => send(route, { body: { ...route.body, [field]: bad } }, `body.${field}`));
  }
  for (const [param, kind] of Object.entries(route.queryFields ?? {})) {
    for (const bad of sample(badQueryValue(kind)))
      jobs.push(() => send(route, { query: { ...route.query, [param]: bad } }, `query.${param}`));
  }
  for (const name of Object.keys(route.ids ?? {})) {
    // No lone surrogates here: as UTF-8 bytes (%ED%A0%80) they make the Hosting emulator's
    // static-file lookup throw URIError and answer 500 before any rewrite (docs/decisions.md).
    const ids = sample(fc.oneof(fc.constantFrom('__name__', '__key__', '..', 'x'.repeat(300), 'a b', '%zz'), taint(control)), 4);
    for (const bad of ids) jobs.push(() => send(route, { ids: { [name]: bad } }, `path.${name}`));
  }
  if (route.body) {
    for (const body of [[route.body], 'text', 42, null]) jobs.push(() => send(route, { body }, 'whole body'));
  }
  return jobs;
}

beforeAll(async () => {
  owner = await createOwner('fuzz-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  customerId = `${shop.id}-customer`;
  await adminDb.doc(`barbershops/${shop.id}/customers/${customerId}`).set({
    id: customerId,
    shopId: shop.id,
    name: 'Fuzz Regular',
    phone: '+447700900779',
    email: '',
    notes: '',
    createdAt: new Date(),
  });
});

describe('fuzzing every /api route with bad values', () => {
  it('answers each with a JSON 4xx and writes nothing', { timeout: 240_000 }, async () => {
    const before = await snapshot();
    for (const route of routes()) {
      await pool(requestsFor(route));
      if ((await snapshot()) !== before) failures.push(`${route.method} ${route.path} wrote something`);
    }
    console.log(`fuzz: ${requests} requests to ${routes().length} routes`);
    expect(failures).toEqual([]);
  });
});

// Issue 31: a key named like an Object.prototype member (`constructor`, `toString`, `__proto__`,
// …) found the inherited member in yup's field lookup and made every validated route a 500.
// Every such name goes to every route the /api router has (read from the router itself, so a
// new route is covered without being listed here), once as a body key and once as a query key:
// each answer is a JSON 400 naming the key, and nothing is written.
const INHERITED_NAMES = Object.getOwnPropertyNames(Object.prototype);

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every (method, path) of the /api router. */
async function everyApiRoute(): Promise<{ method: string; path: string }[]> {
  const { apiRoutes } = await import('../../functions/src/routes');
  const found: { method: string; path: string }[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') throw new Error(`route path is not a string: ${String(layer.route.path)}`);
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
          found.push({ method: method.toUpperCase(), path: `/api${layer.route.path}` });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((apiRoutes() as unknown as { stack: RouterLayer[] }).stack);
  return found;
}

/** A real id where the test has one (the shop, its barber, its customer), else one that does not exist. */
function fillIds(path: string): string {
  const ids: Record<string, string> = {
    'barbershops/:id': shop.id,
    'barbers/:id': shop.barberIds[0]!,
    'barbers/:barberId': shop.barberIds[0]!,
    'customers/:customerId': customerId,
    'by-slug/:slug': shop.slug,
  };
  return path.replace(
    /([\w-]+)\/:(\w+)/g,
    (match, parent: string, name: string) => `${parent}/${ids[match] ?? `no-such-${name}`}`,
  );
}

/** The `api` function's own address, from the emulator hub's list of running emulators. */
async function functionsApiUrl(): Promise<string> {
  const list = (await (await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/emulators`)).json()) as {
    functions: { host: string; port: number };
  };
  return `http://${list.functions.host}:${list.functions.port}/${PROJECT_ID}/europe-west2/api`;
}

/** Any method with any body (fetch sends none with GET), as the owner. */
function sendRaw(
  base: string,
  method: string,
  path: string,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  const url = new URL(`${base}${path}`);
  const headers: Record<string, string> = { Authorization: `Bearer ${owner.token}` };
  if (body !== undefined)
    Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('keys named like Object.prototype members', () => {
  it('answers each, as a body key and as a query key, on every route with a JSON 400', { timeout: 900_000 }, async () => {
    const all = await everyApiRoute();
    expect(all.length).toBeGreaterThan(50);
    const known = new Map(routes().map((r) => [`${r.method} ${r.path.replace(/:\w+/g, ':')}`, r]));
    // The Hosting emulator does not pass a GET's body on (the request waits for it until a 504),
    // so GET bodies go straight to the function Hosting rewrites to; all else goes through Hosting.
    const functionsUrl = await functionsApiUrl();
    const before = await snapshot();
    const wrong: string[] = [];
    let sent = 0;
    for (const { method, path } of all) {
      const route = known.get(`${method} ${path.replace(/:\w+/g, ':')}`);
      const query = new URLSearchParams(route?.query ?? {}).toString();
      const filled = fillIds(path);
      for (const name of INHERITED_NAMES) {
        // an own key in the JSON text, even `__proto__` (an object literal's `__proto__:` would set the prototype)
        const body = JSON.stringify({ ...route?.body, [name]: 'x' });
        const withKey = `${name}=1`;
        for (const [label, answer] of [
          [
            'body',
            await sendRaw(method === 'GET' ? functionsUrl : APP_URL, method, `${filled}${query ? `?${query}` : ''}`, body),
          ],
          [
            'query',
            await sendRaw(
              APP_URL,
              method,
              `${filled}?${query ? `${query}&` : ''}${withKey}`,
              route?.body ? JSON.stringify(route.body) : undefined,
            ),
          ],
        ] as const) {
          sent += 1;
          let message: unknown;
          try {
            message = (JSON.parse(answer.text) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (answer.status !== 400 || message !== `${name} is not a field of this request`)
            wrong.push(`${method} ${path} ${label} ${name}: ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    console.log(`fuzz: ${sent} requests with inherited names as keys to ${all.length} routes`);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
