import { createHash } from 'node:crypto';
import { MANAGE_TOKEN_PATTERN } from '@barbershop/core/booking';
import { describe, expect, it } from 'vitest';
import { manageTokenHash, matchesManageToken, newManageToken } from './manageToken';

describe('manage tokens', () => {
  it('are 24 random bytes in base64url, of the shape the core schema takes, stored as their SHA-256 hex', () => {
    const a = newManageToken();
    const b = newManageToken();
    expect(a.token).toMatch(MANAGE_TOKEN_PATTERN);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(24);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(manageTokenHash(a.token)).toBe(a.hash);
  });

  it('match only a stored hash of their own', () => {
    const a = newManageToken();
    const b = newManageToken();
    expect(matchesManageToken(a.token, [a.hash])).toBe(true);
    expect(matchesManageToken(a.token, [b.hash, a.hash])).toBe(true);
    expect(matchesManageToken(a.token, [b.hash])).toBe(false);
    expect(matchesManageToken(b.token, [a.hash])).toBe(false);
    expect(matchesManageToken(a.token, [])).toBe(false);
    expect(matchesManageToken(a.token, undefined)).toBe(false);
    // what an old or damaged document may hold is never a match, and never a throw
    expect(matchesManageToken(a.token, [a.token, 42, null, a.hash.toUpperCase(), a.hash.slice(2)])).toBe(false);
  });
});
