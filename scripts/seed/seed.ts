// Writes the demo data into the emulators. Idempotent: fixed ids, documents overwritten.
import { deriveUsername } from '@barbershop/core/account';
import { DEFAULT_TIMEZONE, type BusyInterval } from '@barbershop/core/model';
import { shopSearchKeys, shopSlug } from '@barbershop/core/shop';
import { addInterval, barberDayId } from '@barbershop/core/slots';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import { DEMO_PASSWORD, DEMO_SHOPS, DEMO_TEAM, WIZARD_HOURS, type DemoShop } from './demoData';
import { planDemoWeek } from './demoWeek';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('The seed writes to the emulators only: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.');
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-barbershop' });
const db = getFirestore(app);
const auth = getAuth(app);

async function upsertAccount(uid: string, email: string, displayName: string) {
  try {
    await auth.updateUser(uid, { email, password: DEMO_PASSWORD, displayName });
  } catch {
    await auth.createUser({ uid, email, password: DEMO_PASSWORD, displayName });
  }
}

/**
 * The shop's bookings around today, written as the booking engine writes them: the appointment,
 * its customer and its barber-day busy interval (cancelled ones hold none). The confirmation and
 * cancellation count as sent, so seeding mails nobody; a barber-day keeps intervals of bookings
 * made in the app since, and drops the seed's own earlier ones before adding them again.
 */
async function seedWeek(shop: DemoShop, now: Date) {
  const week = planDemoWeek(shop, WIZARD_HOURS, DEFAULT_TIMEZONE, now);
  const batch = db.batch();
  for (const c of week.customers) batch.set(db.doc(`barbershops/${shop.id}/customers/${c.id}`), c);
  for (const b of week.blocks) batch.set(db.doc(`barbershops/${shop.id}/timeBlocks/${b.id}`), b);
  const days = new Map<string, { barberId: string; date: string; intervals: BusyInterval[] }>();
  for (const a of week.appointments) {
    batch.set(db.doc(`barbershops/${shop.id}/appointments/${a.id}`), {
      ...a,
      confirmationSentAt: a.createdAt,
      ...(a.status === 'cancelled' ? { cancelledAt: a.createdAt, cancellationSentAt: a.createdAt } : {}),
    });
    const key = barberDayId(a.barberId, a.date);
    const day = days.get(key) ?? { barberId: a.barberId, date: a.date, intervals: [] };
    if (a.status !== 'cancelled')
      day.intervals = addInterval(day.intervals, { start: a.start.getTime(), end: a.end.getTime(), appointmentId: a.id });
    days.set(key, day);
  }
  const seeded = new Set(week.appointments.map((a) => a.id));
  for (const [key, day] of days) {
    const ref = db.doc(`barbershops/${shop.id}/barberDays/${key}`);
    const kept =
      ((await ref.get()).get('intervals') as BusyInterval[] | undefined)?.filter((i) => !seeded.has(i.appointmentId)) ?? [];
    batch.set(ref, {
      shopId: shop.id,
      barberId: day.barberId,
      date: day.date,
      intervals: day.intervals.reduce(addInterval, kept),
    });
  }
  await batch.commit();
  return week.appointments.length;
}

/** The demo shops' staff accounts (users/{uid} role 'staff', no username) and their memberships, as an accepted invite leaves them. */
async function seedTeam() {
  const batch = db.batch();
  for (const m of DEMO_TEAM) {
    const name = `${m.firstName} ${m.lastName}`;
    await upsertAccount(m.uid, m.email, name);
    const now = Timestamp.now();
    batch.set(db.doc(`users/${m.uid}`), {
      id: m.uid,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      username: '',
      role: 'staff',
      profileImageUrl: '',
      createdAt: now,
    });
    const owner = DEMO_SHOPS.find((s) => s.id === m.shopId)!.ownerUid;
    batch.set(db.doc(`barbershops/${m.shopId}/members/${m.uid}`), {
      id: m.uid,
      shopId: m.shopId,
      role: m.role,
      barberId: m.barberId,
      name,
      email: m.email,
      joinedAt: now,
      invitedBy: owner,
    });
  }
  await batch.commit();
  return DEMO_TEAM.map((m) => ({ shop: DEMO_SHOPS.find((s) => s.id === m.shopId)!.name, email: m.email, role: m.role }));
}

export async function seed() {
  const logins: { shop: string; username: string }[] = [];
  for (const shop of DEMO_SHOPS) {
    const username = deriveUsername(shop.name);
    const slug = shopSlug(shop.name);
    await upsertAccount(shop.ownerUid, shop.ownerEmail, `${shop.firstName} ${shop.lastName}`);
    const batch = db.batch();
    const now = Timestamp.now();
    batch.set(db.doc(`users/${shop.ownerUid}`), {
      id: shop.ownerUid,
      firstName: shop.firstName,
      lastName: shop.lastName,
      email: shop.ownerEmail,
      username,
      role: 'owner',
      profileImageUrl: '',
      createdAt: now,
      billing: {
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        subscriptionStatus: 'trialing',
        trialEndsAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600 * 1000),
        currentPeriodEnd: null,
        seatsTotal: 4,
      },
    });
    batch.set(db.doc(`usernames/${username}`), { uid: shop.ownerUid });
    batch.set(db.doc(`slugs/${slug}`), { shopId: shop.id });
    batch.set(db.doc(`barbershops/${shop.id}`), {
      id: shop.id,
      ownerId: shop.ownerUid,
      name: shop.name,
      slug,
      description: shop.description,
      address: shop.address,
      phone: shop.phone,
      email: shop.email,
      heroImages: [],
      logoImage: '',
      googleBusinessUrl: shop.googleBusinessUrl,
      timezone: DEFAULT_TIMEZONE,
      businessHours: WIZARD_HOURS,
      searchKeys: shopSearchKeys(shop.name, shop.address),
      // as PUT /api/barbershops/:id/location writes it
      location: { ...shop.location, geohash: geohashForLocation([shop.location.lat, shop.location.lng]), source: 'owner' },
      createdAt: now,
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const barber of shop.barbers) {
      batch.set(db.doc(`barbershops/${shop.id}/barbers/${barber.id}`), {
        ...barber,
        shopId: shop.id,
        photoUrl: '',
        isActive: true,
        weeklyHours: null,
      });
    }
    for (const service of shop.services) {
      batch.set(db.doc(`barbershops/${shop.id}/services/${service.id}`), { ...service, shopId: shop.id, isActive: true });
    }
    await batch.commit();
    await seedWeek(shop, new Date());
    logins.push({ shop: shop.name, username });
  }
  return { logins, team: await seedTeam() };
}

seed().then(
  ({ logins, team }) => {
    console.log('\nDemo data loaded. Owner sign-in (password for all: ' + DEMO_PASSWORD + '):');
    for (const l of logins) console.log(`  ${l.shop.padEnd(20)} username: ${l.username}`);
    console.log('Team sign-in (email, same password):');
    for (const t of team) console.log(`  ${t.shop.padEnd(20)} ${t.role.padEnd(10)} ${t.email}`);
    process.exit(0);
  },
  (err: unknown) => {
    console.error('Seeding failed:', err);
    process.exit(1);
  },
);
