import { describe, expect, it } from 'vitest';
import { isRwgToken, liveRwgToken, RWG_ATTRIBUTION_MS, rwgConversionBody } from './rwg';

describe('Reserve with Google token', () => {
  it('accepts an opaque printable token and refuses spaces, empty and oversized ones', () => {
    expect(
      isRwgToken('AJKvS9WeONmWKEwjG0--HdpzMq0yAVNL8KMxbb44QtbcxMhSx_NUud5b8PLUBFehAIxOBO-iYRIJOknEFkIJmdsofdVJ6uOweQ=='),
    ).toBe(true);
    expect(isRwgToken('')).toBe(false);
    expect(isRwgToken('a b')).toBe(false);
    expect(isRwgToken('x'.repeat(513))).toBe(false);
    expect(isRwgToken(42)).toBe(false);
  });

  it('keeps a token for 30 days after the arrival, then drops it', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(liveRwgToken({ token: 'tok', at }, at)).toBe('tok');
    expect(liveRwgToken({ token: 'tok', at }, at + RWG_ATTRIBUTION_MS)).toBe('tok');
    expect(liveRwgToken({ token: 'tok', at }, at + RWG_ATTRIBUTION_MS + 1)).toBeNull();
    expect(liveRwgToken({ token: 'tok', at: at + 1000 }, at)).toBeNull(); // arrived in the future: not trusted
    expect(liveRwgToken({ token: 'a b', at }, at)).toBeNull();
    expect(liveRwgToken('tok', at)).toBeNull();
    expect(liveRwgToken(null, at)).toBeNull();
  });

  it("reports in Google's body", () => {
    expect(rwgConversionBody('partner-1', 'tok')).toEqual({
      conversion_partner_id: 'partner-1',
      rwg_token: 'tok',
      merchant_changed: 2,
    });
  });
});
