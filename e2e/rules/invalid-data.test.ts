// Invalid data is refused even from the shop's own owner: wrong types, missing and extra fields,
// overlong strings, out-of-range numbers, ids that disagree with the path, changes of ownerId,
// shopId, slug or billing. Each row also has a valid neighbour that passes, so a rule that
// refused everything would fail here too.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  asAdmin,
  barberDoc,
  blockDoc,
  customerDoc,
  dbAs,
  HOURS,
  rulesEnv,
  serviceDoc,
  shopDoc,
  userDoc,
  type Ids,
} from './setup';
import { RULES_INT_BOUNDS } from '@barbershop/core/rules';
import { MAX_BARBER_IDS, MAX_HERO_IMAGES } from '@barbershop/core/shop';

let env: RulesTestEnvironment;
let ids: Ids;

type Data = Record<string, unknown>;
interface Row {
  name: string;
  allowed: boolean;
  /** documents this row needs, seeded with the rules off */
  seed?: () => [string, Data][];
  /** who writes: the owner of shop A unless said otherwise (null: signed out) */
  as?: () => string | null;
  write: (db: Firestore) => Promise<unknown>;
}

const ok = (name: string, row: Omit<Row, 'name' | 'allowed'>): Row => ({ name, allowed: true, ...row });
const bad = (name: string, row: Omit<Row, 'name' | 'allowed'>): Row => ({ name, allowed: false, ...row });

// Each row works on its own document (its index in the table names it), so rows never interfere.
let n = 0;
const fresh = (prefix: string) => `${prefix}-${++n}`;
const A = () => ids.shopA;

function createIn(collectionName: string, make: (shopId: string, id: string) => Data) {
  return (
    over: Data | (() => Data) = {},
    opts: { id?: string; path?: (id: string) => string } = {},
  ): Omit<Row, 'name' | 'allowed'> => {
    const id = fresh(collectionName);
    return {
      write: (db) => {
        // `undefined` in `over` removes that field from the document
        const data = Object.fromEntries(
          Object.entries({ ...make(A(), id), ...(typeof over === 'function' ? over() : over) }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        if (opts.id !== undefined) data.id = opts.id;
        const path = opts.path ? opts.path(id) : `barbershops/${A()}/${collectionName}/${id}`;
        return setDoc(doc(db, path), data);
      },
    };
  };
}

function updateIn(collectionName: string, make: (shopId: string, id: string) => Data) {
  return (patch: Data): Omit<Row, 'name' | 'allowed'> => {
    const id = fresh(collectionName);
    const path = () => `barbershops/${A()}/${collectionName}/${id}`;
    return { seed: () => [[path(), make(A(), id)]], write: (db) => updateDoc(doc(db, path()), patch) };
  };
}

/** A shop of its own per row, owned by the owner, then updated. */
function shopUpdate(patch: Data | (() => Data)): Omit<Row, 'name' | 'allowed'> {
  const suffix = fresh('shop');
  const id = () => `${A()}-${suffix}`;
  return {
    seed: () => [[`barbershops/${id()}`, shopDoc(id(), ids.ownerA)]],
    write: (db) => updateDoc(doc(db, `barbershops/${id()}`), typeof patch === 'function' ? patch() : patch),
  };
}

/** A users document of its own per row, updated by that user. */
function userUpdate(patch: Data): Omit<Row, 'name' | 'allowed'> {
  const suffix = fresh('user');
  const uid = () => `${ids.ownerA}-${suffix}`;
  return {
    seed: () => [[`users/${uid()}`, userDoc(uid())]],
    as: uid,
    write: (db) => updateDoc(doc(db, `users/${uid()}`), patch),
  };
}

const svcCreate = createIn('services', serviceDoc);
const svcUpdate = updateIn('services', serviceDoc);
const custCreate = createIn('customers', customerDoc);
const custUpdate = updateIn('customers', customerDoc);
const blkCreate = createIn('timeBlocks', (shopId, id) => blockDoc(shopId, id, 'b1'));
const blkUpdate = updateIn('timeBlocks', (shopId, id) => blockDoc(shopId, id, 'b1'));
const barberUpdate = updateIn('barbers', barberDoc);

const week = (change: (h: (typeof HOURS)[number], i: number) => Data) => HOURS.map((h, i) => change(h, i));

// The bounds come from core's constants (the rules are generated from the same ones).
const { durationMin, pricePence, bufferMin, bookingHorizonDays } = RULES_INT_BOUNDS;

const tables: Record<string, Row[]> = {
  services: [
    ok('a complete valid service', svcCreate()),
    ok('without a description', svcCreate({ description: undefined })),
    ok(
      `free and the shortest: ${pricePence.min} pence, ${durationMin.min} minutes`,
      svcCreate({ pricePence: pricePence.min, durationMin: durationMin.min }),
    ),
    ok(
      `the dearest and longest: ${pricePence.max} pence, ${durationMin.max} minutes`,
      svcCreate({ pricePence: pricePence.max, durationMin: durationMin.max }),
    ),
    bad('a negative price', svcCreate({ pricePence: -1 })),
    bad('a price over the most', svcCreate({ pricePence: pricePence.max + 1 })),
    bad('a fractional price (pence are whole)', svcCreate({ pricePence: 10.5 })),
    bad('a price as a string', svcCreate({ pricePence: '20' })),
    bad(`${durationMin.min - 1} minutes`, svcCreate({ durationMin: durationMin.min - 1 })),
    bad(`${durationMin.max + 1} minutes`, svcCreate({ durationMin: durationMin.max + 1 })),
    bad('a duration as a string', svcCreate({ durationMin: '30' })),
    bad('fractional minutes', svcCreate({ durationMin: 30.5 })),
    bad('an empty name', svcCreate({ name: '' })),
    bad('an 81-character name (the API allows 80)', svcCreate({ name: 'x'.repeat(81) })),
    bad('a name that is a number', svcCreate({ name: 42 })),
    bad('no name', svcCreate({ name: undefined })),
    bad('a 501-character description', svcCreate({ description: 'x'.repeat(501) })),
    bad('isActive as a string', svcCreate({ isActive: 'yes' })),
    bad('no isActive', svcCreate({ isActive: undefined })),
    bad('an extra field', svcCreate({ featured: true })),
    bad('an id other than the document id', svcCreate({}, { id: 'other-id' })),
    bad('another shop’s shopId', svcCreate({ shopId: 'another-shop' })),
    bad('no shopId', svcCreate({ shopId: undefined })),
    bad(
      'into another shop’s services (valid for that shop)',
      svcCreate(() => ({ shopId: ids.shopB }), { path: (id) => `barbershops/${ids.shopB}/services/${id}` }),
    ),
    ok(
      'update: name, description, duration and price',
      svcUpdate({ name: 'Skin fade', description: 'Sharp', durationMin: 45, pricePence: 3500 }),
    ),
    ok('update: deactivate', svcUpdate({ isActive: false })),
    bad('update: a negative price', svcUpdate({ pricePence: -100 })),
    bad('update: a price as a float', svcUpdate({ pricePence: 19.99 })),
    bad('update: duration 0', svcUpdate({ durationMin: 0 })),
    bad('update: move it to another shop (shopId)', svcUpdate({ shopId: 'another-shop' })),
    bad('update: change its id', svcUpdate({ id: 'renamed' })),
    bad('update: add a field', svcUpdate({ popular: true })),
    bad('update: remove the name', svcUpdate({ name: deleteField() })),
    // Buffer time (minutes after the service, 0 to BUFFER_MIN_MAX) and who performs it (null: every barber).
    ok('no buffer time and every barber, said outright', svcCreate({ bufferMin: 0, barberIds: null })),
    ok(`${bufferMin.max} minutes of buffer time, two barbers`, svcCreate({ bufferMin: bufferMin.max, barberIds: ['b1', 'b2'] })),
    ok('update: a 15-minute buffer', svcUpdate({ bufferMin: 15 })),
    ok('update: one barber only', svcUpdate({ barberIds: ['b1'] })),
    ok('update: back to every barber (null)', svcUpdate({ barberIds: null })),
    ok('update: nobody (an empty list)', svcUpdate({ barberIds: [] })),
    ok(`update: ${MAX_BARBER_IDS} barbers`, svcUpdate({ barberIds: Array.from({ length: MAX_BARBER_IDS }, (_, i) => `b${i}`) })),
    bad(`${bufferMin.max + 1} minutes of buffer time`, svcCreate({ bufferMin: bufferMin.max + 1 })),
    bad(`update: ${bufferMin.max + 1} minutes of buffer time`, svcUpdate({ bufferMin: bufferMin.max + 1 })),
    bad('update: -1 minutes of buffer time', svcUpdate({ bufferMin: -1 })),
    bad('update: buffer time as a string', svcUpdate({ bufferMin: '15' })),
    bad('update: fractional buffer minutes', svcUpdate({ bufferMin: 7.5 })),
    bad('barberIds as a string', svcCreate({ barberIds: 'b1' })),
    bad('update: barberIds as a string', svcUpdate({ barberIds: 'b1' })),
    bad('update: barberIds as a map', svcUpdate({ barberIds: { b1: true } })),
    bad('update: 51 barbers', svcUpdate({ barberIds: Array.from({ length: 51 }, (_, i) => `b${i}`) })),
    bad('update: a buffer, by another shop’s owner', { ...svcUpdate({ bufferMin: 15 }), as: () => ids.ownerB }),
    bad('update: barberIds, by another shop’s owner', { ...svcUpdate({ barberIds: ['b1'] }), as: () => ids.ownerB }),
    bad('update: a buffer, by a signed-in stranger', { ...svcUpdate({ bufferMin: 15 }), as: () => ids.nobody }),
    bad('update: barberIds, signed out', { ...svcUpdate({ barberIds: ['b1'] }), as: () => null }),
  ],
  customers: [
    ok('a complete valid customer', custCreate()),
    ok('without email and notes', custCreate({ email: undefined, notes: undefined })),
    bad('an empty phone', custCreate({ phone: '' })),
    bad('a 31-character phone', custCreate({ phone: '1'.repeat(31) })),
    bad('a phone as a number', custCreate({ phone: 7700900123 })),
    bad('no phone', custCreate({ phone: undefined })),
    bad('an empty name', custCreate({ name: '' })),
    bad('a 101-character name', custCreate({ name: 'x'.repeat(101) })),
    bad('a 255-character email', custCreate({ email: `${'x'.repeat(243)}@example.com` })),
    bad('1001 characters of notes', custCreate({ notes: 'x'.repeat(1001) })),
    bad('createdAt as a string', custCreate({ createdAt: '2030-01-01' })),
    bad('no createdAt', custCreate({ createdAt: undefined })),
    bad('an extra field', custCreate({ vip: true })),
    bad('an id other than the document id', custCreate({}, { id: 'someone-else' })),
    bad('another shop’s shopId', custCreate({ shopId: 'another-shop' })),
    bad(
      'into another shop’s customers (valid for that shop)',
      custCreate(() => ({ shopId: ids.shopB }), { path: (id) => `barbershops/${ids.shopB}/customers/${id}` }),
    ),
    ok(
      'update: name, phone, email and notes',
      custUpdate({ name: 'Ada King', phone: '+447700900999', email: 'ada.king@example.com', notes: 'Prefers mornings' }),
    ),
    bad('update: notes too long', custUpdate({ notes: 'x'.repeat(1001) })),
    bad('update: createdAt rewritten', custUpdate({ createdAt: Timestamp.fromDate(new Date('2000-01-01')) })),
    bad('update: move it to another shop (shopId)', custUpdate({ shopId: 'another-shop' })),
    bad('update: add a field', custUpdate({ loyaltyPoints: 100 })),
    bad('update: phone removed', custUpdate({ phone: deleteField() })),
  ],
  timeBlocks: [
    ok('a timed block', blkCreate()),
    ok(
      'an all-day block over several days',
      blkCreate({ isAllDay: true, startTime: null, endTime: null, reason: 'vacation', endDate: '2030-01-14' }),
    ),
    ok('every reason of the list: sick_leave', blkCreate({ reason: 'sick_leave' })),
    ok('without notes', blkCreate({ notes: undefined })),
    bad('a reason outside the list', blkCreate({ reason: 'party' })),
    bad('the end date before the start date', blkCreate({ startDate: '2030-01-02', endDate: '2030-01-01' })),
    bad('a date not in YYYY-MM-DD', blkCreate({ startDate: '2030-1-1' })),
    bad('month 13', blkCreate({ endDate: '2030-13-01' })),
    bad('a date as a Timestamp', blkCreate({ startDate: Timestamp.now() })),
    bad('a start time of 25:00', blkCreate({ startTime: '25:00' })),
    bad('an end time before the start time', blkCreate({ startTime: '13:00', endTime: '12:00' })),
    bad('all-day but with times', blkCreate({ isAllDay: true })),
    bad('timed but without times', blkCreate({ startTime: null, endTime: null })),
    bad('isAllDay as a string', blkCreate({ isAllDay: 'false' })),
    bad('a barber who does not exist', blkCreate({ barberId: 'ghost' })),
    bad('a barber of another shop', blkCreate({ barberId: 'b-of-shop-b' })),
    bad('501 characters of notes', blkCreate({ notes: 'x'.repeat(501) })),
    bad('no reason', blkCreate({ reason: undefined })),
    bad('an extra field', blkCreate({ color: 'red' })),
    bad('an id other than the document id', blkCreate({}, { id: 'other' })),
    bad('another shop’s shopId', blkCreate({ shopId: 'another-shop' })),
    bad(
      'into another shop’s time blocks (valid for that shop)',
      blkCreate(() => ({ shopId: ids.shopB, barberId: 'b-of-shop-b' }), {
        path: (id) => `barbershops/${ids.shopB}/timeBlocks/${id}`,
      }),
    ),
    ok('update: notes and reason', blkUpdate({ notes: 'Dentist', reason: 'personal' })),
    ok('update: make it all day', blkUpdate({ isAllDay: true, startTime: null, endTime: null })),
    bad('update: end date before start date', blkUpdate({ endDate: '2029-12-31' })),
    bad('update: hand it to another barber', blkUpdate({ barberId: 'b2' })),
    bad('update: move it to another shop (shopId)', blkUpdate({ shopId: 'another-shop' })),
    bad('update: add a field', blkUpdate({ approved: true })),
  ],
  barbers: [
    ok(
      'update: profile fields and active flag',
      barberUpdate({
        name: 'Sam Smith',
        specialty: 'Beards',
        bio: 'Back soon',
        photoUrl: 'https://example.com/sam.jpg',
        isActive: true,
      }),
    ),
    // Deactivating goes through PATCH /api/barbers/{id}, which handles future bookings first.
    bad('update: deactivate directly', barberUpdate({ isActive: false })),
    ok('update: own weekly hours', barberUpdate({ weeklyHours: week((h) => ({ ...h, startTime: '10:00' })) })),
    ok('update: back to the shop’s hours (null)', barberUpdate({ weeklyHours: null })),
    bad('update: an empty name', barberUpdate({ name: '' })),
    bad('update: an 81-character name (the API allows 80)', barberUpdate({ name: 'x'.repeat(81) })),
    bad('update: a 1001-character bio', barberUpdate({ bio: 'x'.repeat(1001) })),
    bad('update: isActive as a string', barberUpdate({ isActive: 'no' })),
    bad('update: a photo URL that is a number', barberUpdate({ photoUrl: 7 })),
    bad('update: weekly hours that are not seven entries', barberUpdate({ weeklyHours: week((h) => h).slice(0, 6) })),
    bad('update: weekly hours of numbers', barberUpdate({ weeklyHours: [1, 2, 3, 4, 5, 6, 7] })),
    bad(
      'update: weekly hours with a day twice',
      barberUpdate({ weeklyHours: week((h, i) => ({ ...h, dayOfWeek: i === 6 ? 5 : h.dayOfWeek })) }),
    ),
    bad(
      'update: weekly hours closing before opening',
      barberUpdate({ weeklyHours: week((h) => ({ ...h, startTime: '18:00', endTime: '09:00' })) }),
    ),
    bad('update: move to another shop (shopId)', barberUpdate({ shopId: 'another-shop' })),
    bad('update: change the id', barberUpdate({ id: 'other' })),
    bad('update: an extra field', barberUpdate({ commission: 50 })),
  ],
  barbershops: [
    ok(
      'update: the whitelisted profile fields',
      shopUpdate({
        description: 'Best fades in town',
        address: '2 Low Road',
        phone: '+442079460123',
        email: 'new@example.com',
        googleBusinessUrl: 'https://g.co/x',
        logoImage: 'https://example.com/logo.png',
        heroImages: ['https://example.com/1.jpg', 'https://example.com/2.jpg'],
      }),
    ),
    ok(
      'update: business hours and a server timestamp',
      shopUpdate({ businessHours: week((h) => ({ ...h, isActive: true })), updatedAt: serverTimestamp() }),
    ),
    bad(
      'update: ownerId to another user',
      shopUpdate(() => ({ ownerId: ids.ownerB })),
    ),
    bad('update: the slug', shopUpdate({ slug: 'stolen-slug' })),
    bad('update: the name (it moves the slug: a function’s work)', shopUpdate({ name: 'Renamed outside the slug check' })),
    bad('update: the id', shopUpdate({ id: 'x' })),
    bad('update: the time zone', shopUpdate({ timezone: 'America/New_York' })),
    bad('update: createdAt', shopUpdate({ createdAt: Timestamp.now() })),
    bad('update: an extra field', shopUpdate({ verified: true })),
    bad('update: a 2001-character description', shopUpdate({ description: 'x'.repeat(2001) })),
    bad('update: an empty address', shopUpdate({ address: '' })),
    bad('update: a 41-character phone', shopUpdate({ phone: '1'.repeat(41) })),
    bad('update: a phone not in E.164', shopUpdate({ phone: '020 7946 0123' })),
    bad('update: a javascript: Google Business URL', shopUpdate({ googleBusinessUrl: 'javascript:alert(1)' })),
    bad('update: an email with CR/LF', shopUpdate({ email: 'shop@example.com\r\nBcc: x@example.com' })),
    bad('update: a logo that is not an image reference', shopUpdate({ logoImage: 'data:text/html;base64,PGgxPg==' })),
    ok(
      `update: the longest booking horizon, ${bookingHorizonDays.max} days`,
      shopUpdate({ bookingHorizonDays: bookingHorizonDays.max }),
    ),
    bad(
      `update: a booking horizon of ${bookingHorizonDays.max + 1} days`,
      shopUpdate({ bookingHorizonDays: bookingHorizonDays.max + 1 }),
    ),
    bad(
      `update: a booking horizon of ${bookingHorizonDays.min - 1} days`,
      shopUpdate({ bookingHorizonDays: bookingHorizonDays.min - 1 }),
    ),
    bad('update: a booking horizon as a string', shopUpdate({ bookingHorizonDays: '90' })),
    bad('update: email as a number', shopUpdate({ email: 5 })),
    bad('update: hero images as a string', shopUpdate({ heroImages: 'https://example.com/1.jpg' })),
    bad('update: hero images that are not strings', shopUpdate({ heroImages: [1, 2] })),
    bad(
      'update: one hero image over the most',
      shopUpdate({ heroImages: Array.from({ length: MAX_HERO_IMAGES + 1 }, (_, i) => `https://example.com/${i}.jpg`) }),
    ),
    bad('update: a logo over 60000 characters', shopUpdate({ logoImage: 'x'.repeat(60_001) })),
    bad('update: six days of hours', shopUpdate({ businessHours: HOURS.slice(0, 6) })),
    bad('update: hours not in HH:mm', shopUpdate({ businessHours: week((h) => ({ ...h, startTime: '9am' })) })),
    bad('update: an hours entry with an extra key', shopUpdate({ businessHours: week((h) => ({ ...h, note: 'x' })) })),
    bad('update: updatedAt as a string', shopUpdate({ updatedAt: '2030-01-01' })),
    bad('update: remove the description', shopUpdate({ description: deleteField() })),
  ],
  users: [
    ok(
      'update: first and last name, picture',
      userUpdate({ firstName: 'Alex', lastName: 'Barber', profileImageUrl: 'https://example.com/me.jpg' }),
    ),
    bad('update: billing (whole map)', userUpdate({ billing: { seatsTotal: 99, subscriptionStatus: 'active' } })),
    bad('update: billing.subscriptionStatus', userUpdate({ 'billing.subscriptionStatus': 'active' })),
    bad('update: billing.seatsTotal', userUpdate({ 'billing.seatsTotal': 40 })),
    bad('update: billing removed', userUpdate({ billing: deleteField() })),
    bad('update: role', userUpdate({ role: 'admin' })),
    bad('update: username', userUpdate({ username: 'someoneelse' })),
    bad('update: email', userUpdate({ email: 'new@example.com' })),
    bad('update: id', userUpdate({ id: 'other' })),
    bad('update: createdAt', userUpdate({ createdAt: Timestamp.now() })),
    bad('update: an extra field', userUpdate({ isAdmin: true })),
    bad('update: first name as a number', userUpdate({ firstName: 42 })),
    bad('update: a 101-character last name', userUpdate({ lastName: 'x'.repeat(101) })),
    bad('update: first name removed', userUpdate({ firstName: deleteField() })),
  ],
};

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b1`), barberDoc(ids.shopA, 'b1'));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b2`), barberDoc(ids.shopA, 'b2'));
    await setDoc(doc(db, `barbershops/${ids.shopB}/barbers/b-of-shop-b`), barberDoc(ids.shopB, 'b-of-shop-b'));
    const seeds = Object.values(tables).flatMap((rows) => rows.flatMap((r) => r.seed?.() ?? []));
    await Promise.all(seeds.map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const [collectionName, rows] of Object.entries(tables)) {
  describe(`invalid data: ${collectionName}`, () => {
    for (const row of rows) {
      it(`${row.allowed ? 'allows' : 'refuses'} ${row.name}`, async () => {
        const attempt = row.write(dbAs(env, row.as ? row.as() : ids.ownerA));
        if (row.allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    }
  });
}
