import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type Firestore } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';

/** The four kinds of caller the rules tell apart. */
export type Role = 'anonymous' | 'owner' | 'otherOwner' | 'nobody';
export const ROLES: Role[] = ['anonymous', 'owner', 'otherOwner', 'nobody'];

export interface Ids {
  /** shop A, owned by `ownerA` ("the owner"); shop B, owned by `ownerB` ("another shop's owner") */
  shopA: string;
  shopB: string;
  ownerA: string;
  ownerB: string;
  /** signed in, owns nothing, has no users document */
  nobody: string;
  suffix: string;
}

/** The rules under test; RULES_DIR points elsewhere to check that the tests catch broken rules. */
export const rulesPath = (file: 'firestore.rules' | 'storage.rules') =>
  join(process.env.RULES_DIR ?? join(__dirname, '../..'), file);

/**
 * A rules test environment on the suite's Firestore emulator. Other test files and the demo data
 * share that emulator, so it is never cleared: every file works under its own random ids.
 */
export async function rulesEnv(): Promise<{ env: RulesTestEnvironment; ids: Ids }> {
  const [host, port] = FIRESTORE_HOST.split(':');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync(rulesPath('firestore.rules'), 'utf8') },
  });
  const s = randomUUID().slice(0, 8);
  const ids = {
    shopA: `rules-a-${s}`,
    shopB: `rules-b-${s}`,
    ownerA: `owner-a-${s}`,
    ownerB: `owner-b-${s}`,
    nobody: `nobody-${s}`,
    suffix: s,
  };
  // Both owners are in their trial: owner changes need access (the rules' hasAccess).
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await Promise.all([ids.ownerA, ids.ownerB].map((uid) => db.doc(`users/${uid}`).set(userDoc(uid))));
  });
  return { env, ids };
}

export function uidOf(role: Role, ids: Ids): string | null {
  return role === 'anonymous' ? null : role === 'owner' ? ids.ownerA : role === 'otherOwner' ? ids.ownerB : ids.nobody;
}

/** The web SDK's Firestore as this uid (null: not signed in). */
export function dbAs(env: RulesTestEnvironment, uid: string | null): Firestore {
  const ctx = uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid);
  return ctx.firestore() as unknown as Firestore;
}

/** Firestore with the rules switched off, for seeding. */
export async function asAdmin(env: RulesTestEnvironment, seed: (db: Firestore) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled((ctx) => seed(ctx.firestore() as unknown as Firestore));
}

// ---- valid documents of docs/architecture.md section 2, as functions write them

export const HOURS = Array.from({ length: 7 }, (_, d) => ({
  dayOfWeek: d,
  startTime: '09:00',
  endTime: '18:00',
  isActive: d !== 0,
}));

export const shopDoc = (id: string, ownerId: string) => ({
  id,
  ownerId,
  name: `Shop ${id}`,
  slug: id,
  description: 'Fades and beard trims',
  address: '1 High Street, London',
  phone: '020 7946 0000',
  email: 'shop@example.com',
  heroImages: ['https://example.com/hero.jpg'],
  logoImage: '',
  googleBusinessUrl: '',
  timezone: 'Europe/London',
  businessHours: HOURS,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

export const barberDoc = (shopId: string, id: string) => ({
  id,
  shopId,
  name: 'Sam',
  specialty: 'Fades',
  bio: '',
  photoUrl: '',
  isActive: true,
  weeklyHours: null,
});

export const serviceDoc = (shopId: string, id: string) => ({
  id,
  shopId,
  name: 'Cut',
  description: 'A classic cut',
  durationMin: 30,
  pricePence: 2000,
  isActive: true,
});

export const customerDoc = (shopId: string, id: string) => ({
  id,
  shopId,
  name: 'Ada Lovelace',
  phone: '+447700900123',
  email: 'ada@example.com',
  notes: '',
  createdAt: Timestamp.now(),
});

export const blockDoc = (shopId: string, id: string, barberId: string) => ({
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

export const appointmentDoc = (shopId: string, id: string, barberId = 'b1') => ({
  id,
  shopId,
  barberId,
  serviceId: 's1',
  customerId: 'c1',
  start: Timestamp.fromDate(new Date('2030-01-02T10:00:00Z')),
  end: Timestamp.fromDate(new Date('2030-01-02T10:30:00Z')),
  date: '2030-01-02',
  time: '10:00',
  durationMin: 30,
  pricePence: 2000,
  status: 'scheduled',
  customerName: 'Ada Lovelace',
  customerPhone: '+447700900123',
  customerEmail: 'ada@example.com',
  serviceName: 'Cut',
  barberName: 'Sam',
  notes: '',
  source: 'online',
  createdAt: Timestamp.now(),
});

export const emailLogDoc = (shopId: string, id: string) => ({
  id,
  shopId,
  emailType: 'reminder',
  recipientEmail: 'ada@example.com',
  status: 'sent',
  sentAt: Timestamp.now(),
  appointmentId: null,
});

export const userDoc = (uid: string) => ({
  id: uid,
  firstName: 'Alex',
  lastName: 'Owner',
  email: `${uid}@example.com`,
  username: uid.slice(0, 20),
  role: 'owner',
  profileImageUrl: '',
  createdAt: Timestamp.now(),
  billing: {
    subscriptionStatus: 'trialing',
    trialEndsAt: Timestamp.fromMillis(Date.now() + 7 * 86_400_000),
    currentPeriodEnd: null,
    seatsTotal: 4,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
  },
});
