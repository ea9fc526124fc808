import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The private manage link's token: 24 random bytes (192 bits) in base64url. Only its SHA-256
 * hash is stored (`manageTokenHashes`); the raw token is answered once, to the booker, and never
 * logged.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is one of the booking's tokens, compared in constant time per stored hash. */
export function matchesManageToken(token: string, storedHashes: readonly unknown[] | undefined): boolean {
  const given = Buffer.from(manageTokenHash(token), 'hex');
  let found = false;
  for (const stored of storedHashes ?? []) {
    if (typeof stored !== 'string' || !/^[0-9a-f]{64}$/.test(stored)) continue;
    if (timingSafeEqual(given, Buffer.from(stored, 'hex'))) found = true;
  }
  return found;
}
