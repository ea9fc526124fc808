// Every list a client writes is checked item by item and bounded (issue 31): a barber's weekly
// breaks and skipped occurrences, a shop's closed dates, a service's barbers; and time blocks
// take real dates only. Junk items, one item too many and impossible dates are refused from the
// shop's own owner; valid lists at their longest pass (within the rules' expression limit).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { RULES_LIST_MAX } from '@barbershop/core/rules';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { asAdmin, barberDoc, blockDoc, dbAs, HOURS, rulesEnv, serviceDoc, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

type Data = Record<string, unknown>;
interface Row {
  name: string;
  allowed: boolean;
  seed: () => [string, Data];
  write: (db: Firestore) => Promise<unknown>;
}

let n = 0;
/** A document of its own per row (seeded valid, with the rules off), then written by the owner. */
function rowOn(kind: 'shop' | 'barbers' | 'services' | 'timeBlocks', patch: Data, create = false) {
  const id = `list-${kind}-${++n}`;
  const path = () => (kind === 'shop' ? `barbershops/${ids.shopA}-${id}` : `barbershops/${ids.shopA}/${kind}/${id}`);
  const make = (): Data =>
    kind === 'shop'
      ? shopDoc(`${ids.shopA}-${id}`, ids.ownerA)
      : kind === 'barbers'
        ? barberDoc(ids.shopA, id)
        : kind === 'services'
          ? serviceDoc(ids.shopA, id)
          : blockDoc(ids.shopA, id, 'b1');
  return (name: string, allowed: boolean): Row => ({
    name,
    allowed,
    // a created row's document must not exist yet: its seed is a neighbour's path
    seed: () => [create ? `${path()}-seed` : path(), make()],
    write: (db) => (create ? setDoc(doc(db, path()), { ...make(), ...patch }) : updateDoc(doc(db, path()), patch)),
  });
}
const ok = (name: string, row: (name: string, allowed: boolean) => Row) => row(name, true);
const bad = (name: string, row: (name: string, allowed: boolean) => Row) => row(name, false);

const barber = (patch: Data) => rowOn('barbers', patch);
const shop = (patch: Data) => rowOn('shop', patch);
const service = (patch: Data) => rowOn('services', patch);
const newService = (patch: Data) => rowOn('services', patch, true);
const newBlock = (patch: Data) => rowOn('timeBlocks', patch, true);

const pad = (v: number) => String(v).padStart(2, '0');
const brk = (dayOfWeek: unknown, startTime: unknown = '13:00', endTime: unknown = '13:30') => ({ dayOfWeek, startTime, endTime });
/** Three breaks on each day of the week: the longest list of breaks. */
const fullWeekOfBreaks = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
  brk(d, '10:00', '10:15'),
  brk(d, '13:00', '13:30'),
  brk(d, '16:00', '16:15'),
]);
/** `count` different real dates from 2027-01-01 on (31 a month, so 01-29..31 of February are skipped). */
const dates = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${2027 + Math.floor(i / 336)}-${pad(1 + (Math.floor(i / 28) % 12))}-${pad(1 + (i % 28))}`,
  );
const skips = (count: number) => dates(count).map((d) => `${d} 13:00`);
const barberIds = (count: number, length = 128) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'b'));

const max = RULES_LIST_MAX;

const tables: Record<string, Row[]> = {
  'barbers: weeklyBreaks': [
    ok('no breaks', barber({ weeklyBreaks: [] })),
    ok('one lunch break', barber({ weeklyBreaks: [brk(1)] })),
    // The schedule editor and the calendar write one list per change (the changed keys are
    // checked): both lists at their longest in one write would pass the 1000-expression limit.
    ok(
      `${max.weeklyBreaks} breaks (three a day), as the schedule editor writes them`,
      barber({ weeklyBreaks: fullWeekOfBreaks }),
    ),
    bad('[null] (the issue’s report)', barber({ weeklyBreaks: [null] })),
    bad('a number, a text, an empty map', barber({ weeklyBreaks: [1, 'lunch', {}] })),
    bad('a good break then null', barber({ weeklyBreaks: [brk(1), null] })),
    bad(
      `junk as item ${max.weeklyBreaks} (the last one checked)`,
      barber({ weeklyBreaks: [...fullWeekOfBreaks.slice(1), null] }),
    ),
    bad(`${max.weeklyBreaks + 1} breaks`, barber({ weeklyBreaks: [...fullWeekOfBreaks, brk(1, '18:00', '18:15')] })),
    bad('day 7', barber({ weeklyBreaks: [brk(7)] })),
    bad('day -1', barber({ weeklyBreaks: [brk(-1)] })),
    bad('day as a text', barber({ weeklyBreaks: [brk('1')] })),
    bad('day 1.5', barber({ weeklyBreaks: [brk(1.5)] })),
    bad('day null', barber({ weeklyBreaks: [brk(null)] })),
    bad('a start time of 25:00', barber({ weeklyBreaks: [brk(1, '25:00', '25:30')] })),
    bad('times as numbers', barber({ weeklyBreaks: [brk(1, 1300, 1330)] })),
    bad('ending before it starts', barber({ weeklyBreaks: [brk(1, '14:00', '13:00')] })),
    bad('ending as it starts', barber({ weeklyBreaks: [brk(1, '13:00', '13:00')] })),
    bad('no end time', barber({ weeklyBreaks: [{ dayOfWeek: 1, startTime: '13:00' }] })),
    bad('an extra key', barber({ weeklyBreaks: [{ ...brk(1), note: 'x' }] })),
    bad('a text, not a list', barber({ weeklyBreaks: 'lunch' })),
    bad('null', barber({ weeklyBreaks: null })),
  ],
  'barbers: skippedBreaks': [
    ok('none', barber({ skippedBreaks: [] })),
    ok('one occurrence, on a leap day', barber({ skippedBreaks: ['2028-02-29 13:00'] })),
    ok(`${max.skippedBreaks} occurrences`, barber({ skippedBreaks: skips(max.skippedBreaks) })),
    bad(`${max.skippedBreaks + 1} occurrences`, barber({ skippedBreaks: skips(max.skippedBreaks + 1) })),
    bad('[null]', barber({ skippedBreaks: [null] })),
    bad('a number and a map', barber({ skippedBreaks: [5, {}] })),
    bad('an impossible date: 2026-02-30', barber({ skippedBreaks: ['2026-02-30 13:00'] })),
    bad('29 February of a common year', barber({ skippedBreaks: ['2027-02-29 13:00'] })),
    bad('a date without a time', barber({ skippedBreaks: ['2026-03-02'] })),
    bad('a time of 24:00', barber({ skippedBreaks: ['2026-03-02 24:00'] })),
    bad('two occurrences in one item (joined by a comma)', barber({ skippedBreaks: ['2026-03-02 13:00,2026-03-03 13:00'] })),
    bad('an empty text', barber({ skippedBreaks: [''] })),
    bad('4 KB of text', barber({ skippedBreaks: ['x'.repeat(4096)] })),
  ],
  'barbershops: closedDates': [
    ok('none', shop({ closedDates: [] })),
    ok('Christmas and a leap day', shop({ closedDates: ['2026-12-25', '2028-02-29'] })),
    ok(
      `${max.closedDates} dates, with 10 hero images and the week’s hours written at once`,
      shop({
        closedDates: dates(max.closedDates),
        heroImages: Array.from({ length: 10 }, (_, i) => `https://example.com/${i}.jpg`),
        businessHours: HOURS,
        description: 'x'.repeat(2000),
      }),
    ),
    bad(`${max.closedDates + 1} dates`, shop({ closedDates: dates(max.closedDates + 1) })),
    bad('200 entries of 4 KB (the issue’s report)', shop({ closedDates: Array.from({ length: 200 }, () => 'x'.repeat(4096)) })),
    bad('[null]', shop({ closedDates: [null] })),
    bad('a date as a number', shop({ closedDates: [20261225] })),
    bad('an impossible date: 2026-02-30', shop({ closedDates: ['2026-02-30'] })),
    bad('31 April', shop({ closedDates: ['2026-04-31'] })),
    bad('29 February of a common year', shop({ closedDates: ['2027-02-29'] })),
    bad('a year outside 2000-2099', shop({ closedDates: ['2100-01-01'] })),
    bad('not YYYY-MM-DD', shop({ closedDates: ['2026-12-5'] })),
    bad('two dates in one item (joined by a comma)', shop({ closedDates: ['2026-12-25,2026-12-26'] })),
    bad('a good date then an empty text', shop({ closedDates: ['2026-12-25', ''] })),
    bad('a text, not a list', shop({ closedDates: '2026-12-25' })),
  ],
  'services: barberIds': [
    ok('every barber (null)', service({ barberIds: null })),
    ok('nobody (an empty list)', service({ barberIds: [] })),
    ok(`${max.barberIds} ids of 128 characters`, service({ barberIds: barberIds(max.barberIds) })),
    ok('a new service for two barbers', newService({ barberIds: ['b1', 'b2'] })),
    bad('[{}, 1, null] (the issue’s report)', service({ barberIds: [{}, 1, null] })),
    bad('a new service with [{}, 1, null]', newService({ barberIds: [{}, 1, null] })),
    bad('a good id then null', service({ barberIds: ['b1', null] })),
    bad('true (the join writes it as text an id could be)', service({ barberIds: [true] })),
    bad('a number', service({ barberIds: ['b1', 1] })),
    bad(
      `a number as item ${max.barberIds} (the last one checked)`,
      service({ barberIds: [...barberIds(max.barberIds - 1, 3), 7] }),
    ),
    bad(`${max.barberIds + 1} ids`, service({ barberIds: barberIds(max.barberIds + 1, 3) })),
    bad('an id of 129 characters', service({ barberIds: ['b'.repeat(129)] })),
    bad('an empty id', service({ barberIds: [''] })),
    bad('an id with a slash', service({ barberIds: ['b1/b2'] })),
    bad('two ids in one item (joined by a comma)', service({ barberIds: ['b1,b2'] })),
    bad('a map, not a list', service({ barberIds: { b1: true } })),
  ],
  'timeBlocks: real dates': [
    ok('a leap day', newBlock({ startDate: '2028-02-29', endDate: '2028-02-29' })),
    ok('the last day of a 31-day month', newBlock({ startDate: '2030-01-31', endDate: '2030-01-31' })),
    bad('2026-02-30 (the issue’s report)', newBlock({ startDate: '2026-02-30', endDate: '2026-02-30' })),
    bad('an impossible end date', newBlock({ startDate: '2030-04-01', endDate: '2030-04-31' })),
    bad('29 February of a common year', newBlock({ startDate: '2027-02-29', endDate: '2027-03-01' })),
    bad('a year outside 2000-2099', newBlock({ startDate: '1999-12-31', endDate: '2030-01-01' })),
    bad('day 00', newBlock({ startDate: '2030-01-00', endDate: '2030-01-01' })),
  ],
};

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b1`), barberDoc(ids.shopA, 'b1'));
    const seeds = Object.values(tables).flatMap((rows) => rows.map((r) => r.seed()));
    await Promise.all(seeds.map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const [list, rows] of Object.entries(tables)) {
  describe(`list fields: ${list}`, () => {
    for (const row of rows) {
      it(`${row.allowed ? 'allows' : 'refuses'} ${row.name}`, async () => {
        const attempt = row.write(dbAs(env, ids.ownerA));
        if (row.allowed) await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    }
  });
}
