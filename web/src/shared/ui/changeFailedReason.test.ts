import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { changeFailedReason, PERMISSION_DENIED_REASON } from './changeFailedReason';

describe('the reason a change failed', () => {
  it("is the server's message for an /api refusal", () => {
    expect(changeFailedReason(new ApiError(403, '{"message":"Your trial has ended. Subscribe to continue."}', 'Forbidden'))).toBe(
      'Your trial has ended. Subscribe to continue.',
    );
  });
  it('names the subscription when the security rules refused a direct write', () => {
    expect(
      changeFailedReason(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })),
    ).toBe(PERMISSION_DENIED_REASON);
  });
  it('is left out for anything else', () => {
    expect(changeFailedReason(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
