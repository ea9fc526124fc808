import { randomUUID } from 'node:crypto';
import type { MemberRole } from '@barbershop/core/model';
import { adminAuth, adminDb } from './admin';
import { idTokenFor } from './owners';

export interface TestMember {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: MemberRole;
  barberId: string | null;
  /** a fresh ID token (the API and the rules both read the membership per request, not the token) */
  token: string;
}

/**
 * A staff account (Auth user + `users/{uid}` with role 'staff') that is a member of `shopId`,
 * written as an accepted invite leaves it (issue 35; the invite flow itself has its own tests).
 */
export async function createMember(
  shopId: string,
  role: MemberRole,
  {
    barberId = null,
    name = `Test ${role}`,
    invitedBy = 'test',
  }: { barberId?: string | null; name?: string; invitedBy?: string } = {},
): Promise<TestMember> {
  const uid = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const email = `${uid}@test.example`;
  const password = 'test-password-1';
  await adminAuth.createUser({ uid, email, password });
  const [firstName = name, ...rest] = name.split(' ');
  await adminDb.doc(`users/${uid}`).set({
    id: uid,
    firstName,
    lastName: rest.join(' '),
    email,
    username: '',
    role: 'staff',
    profileImageUrl: '',
    createdAt: new Date(),
  });
  await adminDb.doc(`barbershops/${shopId}/members/${uid}`).set({
    id: uid,
    shopId,
    role,
    barberId,
    name,
    email,
    joinedAt: new Date(),
    invitedBy,
  });
  return { uid, email, password, name, role, barberId, token: await idTokenFor(email, password) };
}

/** Takes the membership away (as DELETE …/members/{uid} does), leaving the account. */
export async function removeMembership(shopId: string, uid: string): Promise<void> {
  await adminDb.doc(`barbershops/${shopId}/members/${uid}`).delete();
}
