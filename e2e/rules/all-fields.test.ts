// Every document a client writes can be written with ALL its writable fields changed at once, at
// their largest (text at the table's max, 10 hero images of the largest size, 7 days of hours):
// the rules stay within their limit of 1000 evaluated expressions per request.
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { RULES_INT_BOUNDS } from '@barbershop/core/rules';
import { MAX_HERO_IMAGES } from '@barbershop/core/shop';
import { FIELD_LIMITS, IMAGE_REF_MAX, type FieldLimit } from '@barbershop/core/validation';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOfLength } from './fieldValues';
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

let env: RulesTestEnvironment;
let ids: Ids;

/** Every field of the owner's table row at its max, but those named in `except`. */
function largest(owner: keyof typeof FIELD_LIMITS, except: string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FIELD_LIMITS[owner] as Record<string, FieldLimit>)
      .filter(([field]) => !except.includes(field))
      .map(([field, limit]) => [field, valueOfLength(limit.kind, limit.max)]),
  );
}

// Each image different from the stored ones, so every one is a change the rules check.
const image = (i: number) => `data:image/jpeg;base64,${String(i).repeat(IMAGE_REF_MAX - 23)}`;
const LATE_HOURS = HOURS.map((h) => ({ ...h, startTime: '07:30', endTime: '21:45', isActive: true }));

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b1`), barberDoc(ids.shopA, 'b1'));
    await setDoc(doc(db, `barbershops/${ids.shopA}/services/s-upd`), serviceDoc(ids.shopA, 's-upd'));
    await setDoc(doc(db, `barbershops/${ids.shopA}/customers/c-upd`), customerDoc(ids.shopA, 'c-upd'));
    await setDoc(doc(db, `barbershops/${ids.shopA}/timeBlocks/t-upd`), blockDoc(ids.shopA, 't-upd', 'b1'));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const owner = () => dbAs(env, ids.ownerA);
const shop = (path = '') => `barbershops/${ids.shopA}${path}`;

describe('every writable field at once, at its largest', () => {
  it('the values are as large as the table allows', () => {
    const shopFields = largest('shop', ['name']);
    expect(shopFields.description).toHaveLength(FIELD_LIMITS.shop.description.max);
    expect(image(9)).toHaveLength(IMAGE_REF_MAX);
  });

  it('shop: the whole profile, the most hero images, a logo, 7 days of hours, the booking horizon', async () => {
    await assertSucceeds(
      updateDoc(doc(owner(), shop()), {
        ...largest('shop', ['name']), // the name moves the slug claim: functions only
        logoImage: image(0),
        heroImages: Array.from({ length: MAX_HERO_IMAGES }, (_, i) => image(i)),
        businessHours: LATE_HOURS,
        bookingHorizonDays: RULES_INT_BOUNDS.bookingHorizonDays.max,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('barber: name, specialty, bio, photo, active flag (reactivating; deactivation goes through /api) and own weekly hours', async () => {
    await assertSucceeds(
      updateDoc(doc(owner(), shop('/barbers/b1')), {
        ...largest('barber'),
        photoUrl: image(3),
        isActive: true,
        weeklyHours: LATE_HOURS,
      }),
    );
  });

  it('service: created and updated with every field', async () => {
    const { durationMin, pricePence } = RULES_INT_BOUNDS;
    const fields = { ...largest('service'), durationMin: durationMin.max, pricePence: pricePence.max, isActive: false };
    await assertSucceeds(setDoc(doc(owner(), shop('/services/s-new')), { id: 's-new', shopId: ids.shopA, ...fields }));
    await assertSucceeds(updateDoc(doc(owner(), shop('/services/s-upd')), fields));
  });

  it('customer: created and updated with every field', async () => {
    const fields = largest('customer');
    await assertSucceeds(setDoc(doc(owner(), shop('/customers/c-new')), { ...customerDoc(ids.shopA, 'c-new'), ...fields }));
    await assertSucceeds(updateDoc(doc(owner(), shop('/customers/c-upd')), fields));
  });

  it('time block: created and updated with every field', async () => {
    const fields = {
      ...largest('timeBlock'),
      startDate: '2031-02-01',
      endDate: '2031-03-31',
      startTime: '08:15',
      endTime: '19:45',
      isAllDay: false,
      reason: 'sick_leave',
    };
    await assertSucceeds(
      setDoc(doc(owner(), shop('/timeBlocks/t-new')), { id: 't-new', shopId: ids.shopA, barberId: 'b1', ...fields }),
    );
    await assertSucceeds(updateDoc(doc(owner(), shop('/timeBlocks/t-upd')), fields));
  });

  it('user: first and last name and picture', async () => {
    const uid = `${ids.ownerA}-all`;
    await asAdmin(env, (db) => setDoc(doc(db, `users/${uid}`), userDoc(uid)));
    await assertSucceeds(updateDoc(doc(dbAs(env, uid), `users/${uid}`), { ...largest('user'), profileImageUrl: image(5) }));
  });
});
