// Finding a waitlist entry by its id alone (the private link and the owner's remove carry no shop)
// and proving the link's token. Only the token's SHA-256 is stored; the raw token is in the
// joined email alone.
import type { WaitlistEntry } from '@barbershop/core/model';
import { isDocId } from '@barbershop/core/validation';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { allWaitlistEntries } from '../../../data/collections';
import { notFound } from '../../../errors';

export const ENTRY_LINK_NOT_VALID = 'This waitlist link is not valid.';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found';

/** A new private link's token (32 random bytes, base64url) and the hash that is stored. */
export function newEntryToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the entry's, compared in constant time. */
function matchesToken(token: string, stored: unknown): boolean {
  if (typeof stored !== 'string' || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(tokenHash(token), 'hex'), Buffer.from(stored, 'hex'));
}

/** Entry `entryId` in whichever shop holds it (collection group, by the stored `id`), or null. */
export async function findEntry(entryId: string): Promise<WaitlistEntry | null> {
  if (!isDocId(entryId)) return null;
  const snap = await allWaitlistEntries().where('id', '==', entryId).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}

/** The entry of a private link: unknown id and wrong token are the same 404, so neither is told apart. */
export async function entryByLink(entryId: string, token: string): Promise<WaitlistEntry> {
  const entry = await findEntry(entryId);
  if (!entry || !matchesToken(token, entry.tokenHash)) throw notFound(ENTRY_LINK_NOT_VALID);
  return entry;
}
