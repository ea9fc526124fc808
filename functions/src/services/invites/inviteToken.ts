import { createHash, randomBytes } from 'node:crypto';

/**
 * An invite link's token: 32 random bytes in base64url. Only its SHA-256 (hex) is stored, as the
 * manage link's tokens are (services/manage-token); the raw token exists only in the email.
 */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: inviteTokenHash(token) };
}

export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
